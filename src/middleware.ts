import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import pagePatterns from 'virtual:storefront/page-patterns';
import { isDatabaseUnavailable } from './lib/server/db/unavailable.ts';
import { noticePage } from './lib/server/notice-page.ts';
import { apiError, RETRY_AFTER_SECONDS, toResponse } from './lib/server/http.ts';
import { ROUTE_HEADER } from './lib/server/observability/route-pattern.ts';
import { signal, watchRenders } from './lib/server/observability/signals.ts';
import { renderGate, type RenderRefusal } from './lib/server/render-gate.ts';
import { canonicalRequestPath, isApiPath } from './lib/server/request-path.ts';
import { firebaseClientConfig } from './lib/identity/firebase-client-config.server.ts';
import { policyOfItsOwnHashes } from './lib/server/page-policy.ts';
import { developmentPageCsp, securityHeaders } from './lib/server/security-headers.ts';
import { serverSettings } from './lib/server/settings.ts';
import { CatalogUnavailable, target } from './lib/server/target/index.ts';
import { BUSY_NOTICE } from './lib/server/stand-in-notices.ts';

/**
 * Every answer of Astro's pipeline passes here, the same under `astro dev`, the built Node server and the edge (the
 * route cache answers what it keeps before this runs, with the headers this gave it then):
 * - the spec's other forms of an API path (`//x-api/…`, `x-api/…` relative to a page) are answered as `/x-api/…`;
 * - an address that ends in a slash is answered by one rule (trailingSlash, below);
 * - at the edge, what only the origin answers goes through to it, and while the edge's own variables are not valid
 *   every request is refused (src/lib/server/target/edge.ts);
 * - pages render a few at a time (and the spec's other forms of an API path, which may render the 404 page), and when
 *   too many already wait, or one waited too long, the storefront answers 503 without a render: a flood of addresses
 *   nobody asked before cannot hold up the pages the route cache keeps for everyone else, nor the endpoints (a health
 *   check among them), which never wait (src/lib/build/page-patterns.ts says which routes are pages);
 * - pages answer GET and HEAD only (endpoints say for themselves which methods they take): another method is a 405;
 *   an API path no endpoint answers is a JSON 404, in the API's error shape, with no 404 page rendered for it;
 * - the database being unavailable, or at the edge a catalog neither the origin nor the edge's copies can give, is a
 *   503 with Retry-After; anything else that fails is logged with its stack and answered 500, with no detail; a page
 *   answers either with src/pages/stand-in.astro in its place;
 * - the security headers go on every answer (a page keeps the Content-Security-Policy Astro made for it, with only the
 *   hashes of its own inline scripts and styles, page-policy.ts; under `astro dev`, which makes none, a page gets the
 *   development policy of security-headers.ts): here at the edge, by the Node server's listener under Node and
 *   `astro dev`; and a page says its charset.
 */

/**
 * Pages rendered at once, waiting their turn at most, and for how long; past that a page is refused 503 (render-gate.ts
 * says why the queue is long). Two at once: one render's wait on the database overlaps another's work, and a page the
 * route cache keeps waits behind no render (docs/decisions/026-the-render-gate.md).
 */
const renders = renderGate({ concurrency: 2, maxWaiting: 1000, maxWaitMs: 5000 });
watchRenders(renders.counts);
const BUSY_PAGE = noticePage(BUSY_NOTICE);
const BUSY_RETRY_AFTER_SECONDS = 1;

const READS = new Set(['GET', 'HEAD']);
/** What a page that cannot be rendered answers in its place: src/pages/stand-in.astro. */
const STAND_IN_PAGE = '/stand-in';
/** The route Astro gives a path no file under src/pages answers: src/pages/404.astro. */
const NOT_FOUND_ROUTE = '/404';

/**
 * Under the storefront's Node server's listener (src/lib/server/node/listener.ts), which `astro dev` runs too
 * (src/lib/build/dev-server.ts): it sets the security headers on every answer itself, those the pipeline never sees
 * among them, so they are not set here a second time; and it logs and counts the route named here (ROUTE_HEADER),
 * taking the header off again. At the edge this sets them.
 */
const UNDER_NODE_LISTENER = !target.origin;

export const onRequest = defineMiddleware(async (context, next) => {
  const { request } = context;
  const asked = `${context.url.pathname}${context.url.search}`;
  const canonical = canonicalRequestPath(asked);
  const pathname = canonical.split('?', 1)[0] ?? '/';
  const isPage = READS.has(request.method) && !isApiPath(pathname) && pagePatterns.has(context.routePattern);
  let response: Response;
  try {
    const atEdge = target.origin?.route(pathname, context.routePattern) ?? 'here';
    const misconfigured = target.origin?.refusal(pathname);
    if (misconfigured) {
      response = misconfigured;
    } else if (
      pathname !== '/' &&
      pathname.endsWith('/') &&
      (isApiPath(pathname) || context.routePattern !== NOT_FOUND_ROUTE)
    ) {
      response = trailingSlash(canonical, pathname, isPage);
    } else if (atEdge === 'origin' && target.origin) {
      response = await target.origin.answer(new Request(new URL(canonical, context.url), request), clientOf(context));
    } else if (atEdge === 'withheld') {
      response = await next('/404');
    } else if (isApiPath(pathname) && context.routePattern === NOT_FOUND_ROUTE && isAsWritten(context, canonical)) {
      // No endpoint answers it: said at once, rather than after rendering the 404 page only to replace it (a flood of
      // such calls, rendering unbounded, left a kept page's visitors no answer at all).
      response = notFoundCall(pathname);
    } else if (isApiPath(pathname) && (canonical !== asked || context.routePattern === NOT_FOUND_ROUTE)) {
      // Another form of an API path (`//x-api/…`, or relative to a page; `astro dev` may have read `//x-api/…` as
      // `/x-api/…` already, and still routed the form it was asked): when it names no call Astro renders the 404 page,
      // so it waits its turn as pages do.
      response = await renders.run(
        () => next(canonical),
        (reason) => refused(reason, request, 'api'),
      );
    } else if (isPage && context.routePattern !== STAND_IN_PAGE) {
      // The stand-in (a rewrite runs the middleware again) reads nothing, and stands in for a page that had its turn.
      response = await renders.run(
        () => next(),
        (reason) => refused(reason, request, 'page'),
      );
    } else {
      response = await next();
    }
  } catch (error) {
    response = failed(error, request);
    // A visitor of a page gets a page: the same refusal in the storefront's layout, with a way to try again (unless
    // what failed is that page itself).
    if (isPage && pathname !== STAND_IN_PAGE) {
      await response.body?.cancel();
      context.locals.standIn = response.status === 503 ? 503 : 500;
      response = await context.rewrite(STAND_IN_PAGE);
    }
  }
  const html = isHtml(response);
  if (html && isApiPath(pathname) && response.status === 404) {
    await response.body?.cancel();
    response = notFoundCall(pathname);
  } else if (html && !READS.has(request.method)) {
    await response.body?.cancel();
    response = plain(405, `${request.method} is not allowed here: this address answers GET and HEAD.`, {
      Allow: 'GET, HEAD',
    });
  }
  // Astro sends a page as `text/html` alone; a browser reads the header's charset before the page's own meta tag.
  if (response.headers.get('content-type') === 'text/html') {
    response.headers.set('Content-Type', 'text/html; charset=utf-8');
  }
  if (html && READS.has(request.method)) response = await policyOfItsOwnHashes(response);
  if (import.meta.env.DEV && isHtml(response) && !response.headers.has('content-security-policy')) {
    response.headers.set('Content-Security-Policy', developmentPageCsp(firebaseClientConfig()));
  }
  if (UNDER_NODE_LISTENER) {
    response.headers.set(ROUTE_HEADER, context.routePattern || NOT_FOUND_ROUTE);
    return response;
  }
  const https = serverSettings().SITE_URL?.startsWith('https:') ?? false;
  for (const [name, value] of securityHeaders({ https })) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});

/**
 * One rule for an address that ends in a slash (Astro answers it as the route without one, and its own redirect has
 * made a run of them one): a page is sent to its one address by a 301, its query kept, so that a page has no second
 * address for caches and search engines to keep apart; an API call is the API's JSON 404, as for any call that does
 * not exist; anything else (another method on a page, the health checks, the metrics, CSP reports) is a 404. A path
 * that matches no route is the 404 page, as it is without the slash.
 */
function trailingSlash(canonical: string, pathname: string, isPage: boolean): Response {
  if (isApiPath(pathname)) return notFoundCall(pathname);
  const location = `${pathname.replace(/\/+$/, '')}${canonical.slice(pathname.length)}`;
  // The path's first segment is a page's, never empty: the location cannot name another host (`//host`, `/\host`).
  if (isPage && /^\/[^/\\]/.test(location)) {
    return plain(301, `This page is at ${location}.`, { Location: location, 'Cache-Control': 'public, max-age=3600' });
  }
  return plain(404, 'Not found.');
}

/** The client's address as the runtime gives it (at the edge, Cloudflare's `CF-Connecting-IP`), if it gives one. */
function clientOf(context: APIContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') ?? false;
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** Whether the path Astro read is the one the request carries, and already in its canonical form. */
function isAsWritten(context: APIContext, canonical: string): boolean {
  const { pathname, search } = context.url;
  return canonical === `${pathname}${search}` && new URL(context.request.url).pathname === pathname;
}

function notFoundCall(pathname: string): Response {
  return toResponse(apiError(404, 'not_found', `There is no API call at ${pathname}.`));
}

/**
 * The answer to a request refused its turn to render, counted in the metrics: for an API call its JSON error; for a
 * browser a page made once (src/lib/server/notice-page.ts), which costs no render, since a render is what the server
 * has no room for; for anything else a line of text.
 */
function refused(reason: RenderRefusal, request: Request, kind: 'api' | 'page'): Response {
  signal({ kind: 'render-refused', reason });
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) };
  if (kind === 'api') {
    const busy = apiError(503, 'busy', 'The storefront is busy. Please try again in a moment.');
    return toResponse({ ...busy, headers: { ...busy.headers, ...headers } });
  }
  if (!request.headers.get('accept')?.includes('text/html')) {
    return plain(503, 'The storefront is busy. Please try again in a moment.', headers);
  }
  return new Response(BUSY_PAGE.html, {
    status: 503,
    statusText: BUSY_NOTICE.statusText,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': BUSY_PAGE.csp },
  });
}

/**
 * The answer to a request whose page or call threw. The outage log (src/lib/server/db/outage.ts) has said why the
 * database is unavailable, once, so no stack trace for that.
 */
function failed(error: unknown, request: Request): Response {
  if (isDatabaseUnavailable(error) || error instanceof CatalogUnavailable) {
    if (error instanceof CatalogUnavailable) console.error(error.message);
    return plain(503, 'The storefront cannot reach its data just now. Please try again in a moment.', {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  console.error(`${request.method} ${new URL(request.url).pathname} failed`, error);
  return plain(500, 'Something went wrong on our side. Please try again.');
}
