// What a visitor reads when a page cannot be shown: the storefront's own stand-in page (src/pages/stand-in.astro),
// the busy server's page and nginx's page when no instance answers at all (src/lib/server/notice-page.ts). Written
// once, so that they say the same.

export interface StandInNotice {
  /** The page's title and heading. */
  title: string;
  text: string;
  /** The status line's text, which the page it stands in for would otherwise leave at "OK" (workerd sends it). */
  statusText: string;
}

/** The storefront's own notices, by status: its data out of reach (503), or something of ours that failed (500). */
export const STAND_IN_NOTICES: Readonly<Record<503 | 500, StandInNotice>> = {
  503: {
    title: 'Please try again in a moment',
    text: 'The storefront cannot reach its data just now, so this page cannot be shown. Nothing in your cart is lost.',
    statusText: 'Service Unavailable',
  },
  500: {
    title: 'Something went wrong',
    text: 'Something went wrong on our side, so this page cannot be shown. Please try again.',
    statusText: 'Internal Server Error',
  },
};

/** The proxy's notice when no instance answered and it keeps no copy of the page. */
export const PROXY_UNAVAILABLE_NOTICE: StandInNotice = {
  ...STAND_IN_NOTICES[503],
  text: 'The storefront cannot be reached just now, so this page cannot be shown. Nothing in your cart is lost.',
};

/** A server with too many pages already waiting their turn to render (src/middleware.ts). */
export const BUSY_NOTICE: StandInNotice = {
  ...STAND_IN_NOTICES[503],
  text: 'The storefront is very busy just now, so this page cannot be shown. Nothing in your cart is lost.',
};
