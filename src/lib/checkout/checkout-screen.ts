import { $signedIn } from '../identity/customer-state.ts';
import { $checkoutScreen } from './checkout-view.ts';
import { paintUntilAwake } from '../screens/paint.ts';
import { readWhenShown } from '../screens/read-when-shown.ts';
import { answerSignInButtons } from '../identity/sign-in-buttons.ts';

/**
 * The checkout before React: painted at once from the device's cart, orders and saved addresses, then, for a
 * signed-in customer, with what the server says about each (the last order gives the address offered).
 */
export function startCheckoutScreen(island: HTMLElement): void {
  answerSignInButtons();
  const shown = paintUntilAwake(island, [$checkoutScreen], () => $checkoutScreen.get());
  $signedIn.subscribe((signedIn) => {
    if (!signedIn) return;
    readWhenShown(
      shown,
      () => import('../cart/cart-store.ts'),
      ({ mergeGuestCart }) => mergeGuestCart(),
    );
    readWhenShown(
      shown,
      () => import('../orders/orders-store.ts'),
      ({ loadOrders }) => loadOrders(),
    );
    readWhenShown(
      shown,
      () => import('../addresses/addresses-store.ts'),
      ({ loadAddresses }) => loadAddresses(),
    );
  });
}
