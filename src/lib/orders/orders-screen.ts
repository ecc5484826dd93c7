import { formatStatus } from '../format.ts';
import { $signedIn } from '../identity/customer-state.ts';
import { orderStore } from './orders-state.ts';
import { $ordersScreen, detailsScreenStore } from './orders-view.ts';
import { paintUntilAwake } from '../screens/paint.ts';
import { readWhenShown } from '../screens/read-when-shown.ts';
import { answerSignInButtons } from '../identity/sign-in-buttons.ts';

/**
 * The order list before React: painted at once from the orders this device kept, then read from the server whenever
 * a customer is signed in, and painted again.
 */
export function startOrdersScreen(island: HTMLElement): void {
  answerSignInButtons();
  const shown = paintUntilAwake(island, [$ordersScreen], () => $ordersScreen.get());
  $signedIn.subscribe((signedIn) => {
    if (!signedIn) return;
    readWhenShown(
      shown,
      () => import('./orders-store.ts'),
      ({ loadOrders }) => loadOrders(),
    );
  });
}

/**
 * One order's screen before React: painted from what the device knows, then read from the server and read again while
 * its kitchen moves it (followOrder) until it is final. Each move to another status is read out through `announcer`, a
 * live region outside the island, which both renders leave alone.
 */
export function startOrderDetailsScreen(island: HTMLElement, announcer: HTMLElement, orderId: number) {
  answerSignInButtons();
  const screen = detailsScreenStore(orderId);
  const shown = paintUntilAwake(island, [screen], () => screen.get());
  let shownStatus: string | undefined;
  orderStore(orderId).subscribe((order) => {
    if (!order) return;
    if (shownStatus && shownStatus !== order.status) {
      announcer.textContent = `Order ${orderId} status: ${formatStatus(order.status)}.`;
    }
    shownStatus = order.status;
  });
  let stop: (() => void) | undefined;
  $signedIn.subscribe((signedIn) => {
    stop?.();
    stop = undefined;
    if (!signedIn) return;
    readWhenShown(
      shown,
      () => import('./orders-store.ts'),
      ({ followOrder, loadOrderDetails }) => {
        void loadOrderDetails(orderId);
        stop = followOrder(orderId);
      },
    );
  });
}
