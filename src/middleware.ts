import { defineMiddleware } from 'astro:middleware';
import { isDatabaseUnavailable } from './lib/server/db/unavailable.ts';
import { RETRY_AFTER_SECONDS } from './lib/server/http.ts';
import { canonicalRequestPath, isApiPath } from './lib/server/request-path.ts';
import { securityHeaders } from './lib/server/security-headers.ts';
import { serverSettings } from './lib/server/settings.ts';
import { CatalogUnavailable, target } from './lib/server/target/index.ts';

/**
 * What every answer of Astro's pipeline needs, wherever it runs (`astro dev`, the edge; the built Node server sets the
 * same headers itself before Astro): the security headers (a page keeps the Content-Security-Policy Astro made for
 * it), the spec's other forms of an API path (`//x-api/…`, `x-api/…` relative to a page), and a 503 with Retry-After
 * for a page whose data cannot be read: the database unavailable (the outage log, src/lib/server/db/outage.ts, has
 * said why, once, so no stack trace here) or, at the edge, a catalog neither the origin nor the edge's copies can give.
 * Anything else a page throws stays Astro's 500, logged with its stack.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const asked = `${context.url.pathname}${context.url.search}`;
  const canonical = canonicalRequestPath(asked);
  let response: Response;
  try {
    response =
      canonical !== asked && isApiPath(canonical.split('?', 1)[0] ?? '')
        ? await target.answerApi(new Request(new URL(canonical, context.url), context.request))
        : await next();
  } catch (error) {
    if (error instanceof CatalogUnavailable) console.error(error.message);
    else if (!isDatabaseUnavailable(error)) throw error;
    response = new Response('The storefront cannot reach its data just now. Please try again in a moment.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(RETRY_AFTER_SECONDS),
      },
    });
  }
  const https = serverSettings().SITE_URL?.startsWith('https:') ?? false;
  for (const [name, value] of securityHeaders({ https })) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
