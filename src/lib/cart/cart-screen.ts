import { $signedIn } from '../identity/customer-state.ts';
import { $cartScreen } from './cart-view.ts';
import { paintUntilAwake } from '../screens/paint.ts';
import { readWhenShown } from '../screens/read-when-shown.ts';
import { answerSignInButtons } from '../identity/sign-in-buttons.ts';

/**
 * The cart screen before React: painted from the device's stores at once, then, for a signed-in customer, read from
 * the server (with anything picked before sign-in that is not in their cart yet) and painted again.
 */
export function startCartScreen(island: HTMLElement): void {
  answerSignInButtons();
  const shown = paintUntilAwake(island, [$cartScreen], () => $cartScreen.get());
  if ($signedIn.get()) {
    readWhenShown(
      shown,
      () => import('./cart-store.ts'),
      ({ mergeGuestCart }) => mergeGuestCart(),
    );
  }
}
