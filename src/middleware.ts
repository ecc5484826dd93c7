import type { MiddlewareHandler } from 'astro';
import { isDatabaseUnavailable } from './lib/server/db/unavailable.ts';
import { RETRY_AFTER_SECONDS } from './lib/server/http.ts';

/**
 * A page that needs the database while it is unavailable answers 503 with `Retry-After`, with no stack trace in the
 * log: the outage log (src/lib/server/db/outage.ts) has said why, once. The built server renders pages only for its
 * caches, which keep serving what they hold meanwhile (src/lib/server/catalog-cache.ts); anything else a page throws
 * stays Astro's 500, logged with its stack.
 */
export const onRequest: MiddlewareHandler = async (_context, next) => {
  try {
    return await next();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response('The storefront cannot reach its database just now. Please try again in a moment.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(RETRY_AFTER_SECONDS),
      },
    });
  }
};
