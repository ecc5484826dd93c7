import { orderIdInPath } from '../orders/orders-view.ts';
import { startCartScreen } from '../cart/cart-screen.ts';
import { startCheckoutScreen } from '../checkout/checkout-screen.ts';
import { startOrderDetailsScreen, startOrdersScreen } from '../orders/orders-screen.ts';

/**
 * Starts the customer screen the page holds (`[data-screen]` names it). One script serves the four screens, so that
 * it and everything it needs are one file the browser fetches once for all of them.
 */
export function startCustomerScreen(): void {
  const screen = document.querySelector<HTMLElement>('[data-screen]');
  const island = screen?.querySelector<HTMLElement>(':scope > astro-island');
  if (!screen || !island) return;
  switch (screen.dataset['screen']) {
    case 'cart':
      return startCartScreen(island);
    case 'checkout':
      return startCheckoutScreen(island);
    case 'orders':
      return startOrdersScreen(island);
    case 'order-details': {
      const announcer = document.querySelector<HTMLElement>('[data-status-announcer]');
      if (!announcer) return;
      return startOrderDetailsScreen(island, announcer, orderIdInPath(location.pathname));
    }
  }
}
