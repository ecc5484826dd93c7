import { defineMiddleware } from 'astro:middleware';
import { canonicalRequestPath, isApiPath } from './lib/server/request-path.ts';
import { securityHeaders } from './lib/server/security-headers.ts';
import { serverSettings } from './lib/server/settings.ts';
import { CatalogUnavailable, target } from './lib/server/target/index.ts';

/**
 * What every answer of Astro's pipeline needs, wherever it runs (`astro dev`, the edge; the built Node server sets the
 * same headers itself before Astro): the security headers (a page keeps the Content-Security-Policy Astro made for
 * it), the spec's other forms of an API path (`//x-api/…`, `x-api/…` relative to a page), and a 503 with
 * Retry-After when the catalog cannot be read at all.
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
    if (!(error instanceof CatalogUnavailable)) throw error;
    console.error(error.message);
    response = new Response('The storefront is unavailable. Please try again in a moment.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' },
    });
  }
  const https = serverSettings().SITE_URL?.startsWith('https:') ?? false;
  for (const [name, value] of securityHeaders({ https })) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
