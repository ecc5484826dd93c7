import { $signedIn } from '../../stores/customer-state.ts';
import { $checkoutScreen } from '../../views/checkout-screen.ts';
import { paintUntilAwake } from './paint.ts';
import { answerSignInButtons } from './sign-in-buttons.ts';

/**
 * The checkout before React: painted at once from the device's cart, orders and saved addresses, then, for a
 * signed-in customer, with what the server says about each (the last order gives the address offered).
 */
export function startCheckoutScreen(island: HTMLElement): void {
  answerSignInButtons();
  const shown = paintUntilAwake(island, [$checkoutScreen], () => $checkoutScreen.get());
  $signedIn.subscribe(async (signedIn) => {
    if (!signedIn) return;
    await shown;
    void import('../../stores/cart.ts').then(({ mergeGuestCart }) => mergeGuestCart());
    void import('../../stores/orders.ts').then(({ loadOrders }) => loadOrders());
    void import('../../stores/addresses.ts').then(({ loadAddresses }) => loadAddresses());
  });
}
