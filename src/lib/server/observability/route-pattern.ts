import { HEALTH_PATHS } from '../health.ts';
import { CUSTOMER_SCREENS, ORDER_DETAILS_SECTION } from '../page-routes.ts';

/** What the server answers that is not a page, a built file or an API call. */
export const OPERATOR_PATHS = ['/metrics', '/csp-report', ...HEALTH_PATHS];

const PAGES = new Set(['/', '/restaurants', ...CUSTOMER_SCREENS]);

/** The label every path that names nothing the server knows shares. */
export const OTHER_ROUTE = 'other';
/** The label of the built files (scripts, styles, pictures): a fixed set, but one label is all an operator needs. */
export const STATIC_ROUTE = 'static';

/**
 * The route a request's path belongs to (`/restaurants/[id]`, `/shopping-cart-api/view-shopping-cart`, `other`), for
 * log lines and metric labels: a fixed set whatever the paths, so a flood of unique addresses adds no series.
 * `apiCalls` are the API's call paths (src/lib/server/api/index.ts); `pathname` is canonical and without its query.
 */
export function routePattern(pathname: string, apiCalls: ReadonlySet<string>): string {
  if (apiCalls.has(pathname) || OPERATOR_PATHS.includes(pathname)) return pathname;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (PAGES.has(path)) return path;
  const [, section, id, ...rest] = path.split('/');
  if (id !== undefined && id !== '' && rest.length === 0) {
    if (section === 'restaurants') return '/restaurants/[id]';
    if (section === ORDER_DETAILS_SECTION) return `/${ORDER_DETAILS_SECTION}/[id]`;
  }
  return OTHER_ROUTE;
}
