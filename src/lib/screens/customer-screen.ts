import { orderIdInPath } from '../orders/orders-view.ts';
import { startCartScreen } from '../cart/cart-screen.ts';
import { startCheckoutScreen } from '../checkout/checkout-screen.ts';
import { startOrderDetailsScreen, startOrdersScreen } from '../orders/orders-screen.ts';

/**
 * Starts the customer screen the page holds (`[data-screen]` names it). One script serves the four screens, so that
 * it and everything it needs are one file the browser fetches once for all of them. A screen may send a first screen
 * beside its island (`[data-first-screen]`, the cart's), shown until the island is painted.
 */
export function startCustomerScreen(): void {
  const screen = document.querySelector<HTMLElement>('[data-screen]');
  const island = screen?.querySelector<HTMLElement>(':scope > astro-island');
  if (!screen || !island) return;
  startScreen(screen, island);
  // The island holds its screen now, painted at once from the device: the one the page sent beside it is done.
  screen.querySelector(':scope > [data-first-screen]')?.remove();
}

function startScreen(screen: HTMLElement, island: HTMLElement): void {
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
