/**
 * The route a request belongs to, for log lines and metric labels: the pattern of the file under `src/pages` that
 * answered it (`/restaurants/[id]`, `/shopping-cart-api/view-shopping-cart`), which Astro's middleware hands the Node
 * server in ROUTE_HEADER; `static` for a built file; `other` for anything else. A fixed set whatever the addresses
 * asked, so a flood of unique ones adds no series.
 */

/** Set by the middleware on every answer it makes, and taken off by the Node server before the answer leaves. */
export const ROUTE_HEADER = 'x-storefront-route';

/** The label every path that names nothing the server knows shares. */
export const OTHER_ROUTE = 'other';
/** The label of the built files (scripts, styles, pictures): a fixed set, but one label is all an operator needs. */
export const STATIC_ROUTE = 'static';
