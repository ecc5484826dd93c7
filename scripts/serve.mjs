// Serves the built storefront (`npm run build` first): a small HTTP server that answers the health checks first
// (src/lib/server/health.ts), puts the API's path variants right, answers catalog pages and reads and the customer's
// screens from short-lived memory caches (every page request goes through them, keyed by
// src/lib/server/page-routes.ts, so that Astro renders only the caches' own requests), answers the product API itself
// (src/lib/server/api) and the built files from memory, sets the security headers on every answer, and refuses
// methods, bodies and clients it will not serve. SIGTERM drains it (src/lib/server/graceful-shutdown.ts).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { authMode } from '../src/lib/server/auth-mode.ts';
import { listRestaurantIds } from '../src/lib/server/catalog.ts';
import { createCatalogCache } from '../src/lib/server/catalog-cache.ts';
import {
  answerClientError,
  closeIfBodyUnread,
  IDLE_SOCKET_TIMEOUT_MS,
  SERVER_OPTIONS,
} from '../src/lib/server/connection-limits.ts';
import { closeConnection, getDb } from '../src/lib/server/db/index.ts';
import { databaseOutage } from '../src/lib/server/db/outage.ts';
import { isDatabaseUnavailable } from '../src/lib/server/db/unavailable.ts';
import { drainOnSignals } from '../src/lib/server/graceful-shutdown.ts';
import {
  createReportBudget,
  CSP_REPORT_PATH,
  MAX_CSP_REPORT_BYTES,
  readCspReport,
} from '../src/lib/server/csp-reports.ts';
import { databaseUnavailableError, RETRY_AFTER_SECONDS } from '../src/lib/server/http.ts';
import { answerHealthCheck, isHealthPath } from '../src/lib/server/health.ts';
import { nodeListener } from '../src/lib/server/node-bridge.ts';
import { createLogger, instanceName } from '../src/lib/server/observability/logger.ts';
import { createMetrics, metricsAccess } from '../src/lib/server/observability/metrics.ts';
import { logFailure, requestLog } from '../src/lib/server/observability/request-log.ts';
import { REQUEST_ID_HEADER, requestId } from '../src/lib/server/observability/request-id.ts';
import { routePattern, STATIC_ROUTE } from '../src/lib/server/observability/route-pattern.ts';
import { catalogReadKey, createCatalogShape, pageRoute } from '../src/lib/server/page-routes.ts';
import { returnMemoryWhenQuiet } from '../src/lib/server/quiet-memory.ts';
import { limitRenders } from '../src/lib/server/render-limit.ts';
import { canonicalRequestPath, isApiPath } from '../src/lib/server/request-path.ts';
import { securityHeaders, setSecurityHeaders } from '../src/lib/server/security-headers.ts';
import { serverSettings } from '../src/lib/server/settings.ts';
import { fileCacheControl, loadStaticFiles } from '../src/lib/server/static-files.ts';

// The identity module refuses these settings itself when it loads; asking first gives the operator the reason alone
// rather than inside an import's stack trace.
const refusal = invalidSettings();
if (refusal) {
  console.error(`Refusing to start: ${refusal}`);
  process.exit(1);
}

function invalidSettings() {
  try {
    authMode(process.env);
    serverSettings();
    return null;
  } catch (error) {
    return error.message;
  }
}

const { answerApiCall, API_CALL_PATHS } = await import('../src/lib/server/api/index.ts');

// This serves a production build: React and the other libraries must run their production code (their development
// builds are several times slower), whatever the operator's NODE_ENV said for the check above.
process.env.NODE_ENV = 'production';
const { handler } = await import('../dist/server/entry.mjs');

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

// The built files are read once at start and answered from memory with their build-time brotli and gzip copies
// (scripts/precompress.mjs): a page, an API call or a script costs no file-system access.
const files = loadStaticFiles({
  root: fileURLToPath(new URL('../dist/client', import.meta.url)),
  cacheControl: fileCacheControl,
});

// The server's requests to itself (the caches' renders, the warm-up) go to loopback when it listens on every address.
const selfHost = host === '' || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
const origin = `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`;

// The caches below render through this same server; this header, unguessable from outside, marks their own requests
// so that they reach Astro instead of a cache. Renders run a few at a time (render-limit.ts).
const RENDER_HEADER = 'x-storefront-render';
const renderKey = randomUUID();
const render = limitRenders((path) =>
  fetch(`${origin}${path}`, { headers: { [RENDER_HEADER]: renderKey, 'Accept-Encoding': 'identity' } }),
);
const caches = {
  catalog: createCatalogCache({ render }),
  // The customer's own screens are shells, the same for everyone, and tell browsers and CDNs not to store them; this
  // process may keep them all the same, since its renders carry no customer's cookie or token (docs/decisions.md says
  // what rendering them per request cost).
  screens: createCatalogCache({
    render,
    maxBytes: 4 * 1024 * 1024,
    mayKeep: (response) => (response.status === 200 || response.status === 404) && !response.headers.has('set-cookie'),
  }),
};
const catalogShape = createCatalogShape(async () => listRestaurantIds(await getDb()));

const api = nodeListener(answerApiCall, origin);
const health = nodeListener(answerHealthCheck, origin);

const headers = securityHeaders({ https: serverSettings().SITE_URL?.startsWith('https:') ?? false });

const logger = createLogger(instanceName(port));
const logRequest = requestLog(logger, serverSettings().LOG_REQUESTS);
const metrics = createMetrics({ databaseUnavailable: () => databaseOutage.current() });
const apiCalls = new Set(API_CALL_PATHS);
/** What the answer to a request was for, when the path alone does not tell (a built file). */
const answeredAs = new WeakMap();

// Every request gets its id first and, once its answer is finished, one log line and its metrics: the one place all
// production requests pass (the API, pages from the caches, built files, health, the caches' own renders).
const server = http.createServer(SERVER_OPTIONS, (req, res) => {
  const started = performance.now();
  const id = requestId(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  // A cache's own render is kept and answered to many requests: it carries no id of its own into their answers.
  if (req.headers[RENDER_HEADER] !== renderKey) res.setHeader(REQUEST_ID_HEADER, id);
  setSecurityHeaders(res, headers);
  // 'close' rather than 'finish': a request whose client went away before its answer ended is logged too.
  res.once('close', () => finished(req, res, id, started));
  route(req, res).catch((error) => fail(req, res, id, error));
});
// Node's own answers to requests it could not parse carry an id too, so that a client's report can name one.
server.on('clientError', (error, socket) =>
  answerClientError([...headers, [REQUEST_ID_HEADER, requestId(undefined)]])(error, socket),
);

function finished(req, res, id, started) {
  // The caches' own renders are counted and logged as the requests they serve, not twice.
  if (req.headers[RENDER_HEADER] === renderKey) return;
  const path = (req.url ?? '').split('?', 1)[0];
  const route = answeredAs.get(res) ?? routePattern(path, apiCalls);
  const cacheOutcome = res.getHeader('X-Cache');
  const durationMs = performance.now() - started;
  metrics.observe({ route, method: req.method, status: res.statusCode, seconds: durationMs / 1000, cacheOutcome });
  logRequest({
    id,
    method: req.method,
    route,
    url: req.url ?? '',
    status: res.statusCode,
    durationMs,
    cache: cacheOutcome,
    aborted: !res.writableFinished,
  });
}

const cspReportBudget = createReportBudget();

/**
 * `POST /csp-report`: a browser's report of what the page's policy blocked (csp-reports.ts), answered here rather than
 * by Astro, as the API is: one log line and one count per violation, within a size and a rate for the whole process.
 */
async function answerCspReport(req, res, id) {
  if (req.method !== 'POST') {
    closeIfBodyUnread(req, res);
    res.setHeader('Allow', 'POST');
    plain(res, 405, `${req.method} is not allowed here: this address answers POST.`);
    return;
  }
  if (!cspReportBudget.take()) {
    metrics.cspRefused('rate');
    closeIfBodyUnread(req, res);
    res.setHeader('Retry-After', '60');
    plain(res, 429, 'Too many reports.');
    return;
  }
  const body = await readBody(req, MAX_CSP_REPORT_BYTES);
  if (body === undefined) {
    metrics.cspRefused('size');
    closeIfBodyUnread(req, res);
    plain(res, 413, `A report must be at most ${MAX_CSP_REPORT_BYTES} bytes.`);
    return;
  }
  const violations = readCspReport(req.headers['content-type'] ?? '', body);
  if (!violations) {
    metrics.cspRefused('invalid');
    plain(res, 400, 'This is not a CSP report.');
    return;
  }
  for (const { directive, blocked } of violations) {
    metrics.cspReport(directive);
    logger.warn({ reqId: id, directive, blocked }, 'csp violation');
  }
  res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
}

/** The request's body as text, or undefined past `maxBytes` (declared or sent), of which no more is read. */
async function readBody(req, maxBytes) {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return undefined;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `GET /metrics`: for this machine's clients, or others with the operator's token (metrics.ts). */
async function answerMetrics(req, res) {
  closeIfBodyUnread(req, res);
  const access = metricsAccess(req.socket.remoteAddress, req.headers.authorization, serverSettings().METRICS_TOKEN);
  if (access !== 200) {
    if (access === 401) res.setHeader('WWW-Authenticate', 'Bearer');
    plain(res, access, access === 401 ? 'The metrics need a token.' : 'The metrics are not for this client.');
    return;
  }
  const text = await metrics.registry.metrics();
  res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : text);
}

async function route(req, res) {
  if (isHealthPath(req.url)) return health(req, res);
  const path = req.url.split('?', 1)[0];
  if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) return answerMetrics(req, res);
  if (path === CSP_REPORT_PATH) return answerCspReport(req, res, req.headers['x-request-id']);
  if (!isDecodable(req.url)) {
    closeIfBodyUnread(req, res);
    plain(res, 400, 'Bad request.');
    return;
  }
  req.url = canonicalRequestPath(req.url);
  const [pathname, search = ''] = req.url.split('?', 2);
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const ownRender = req.headers[RENDER_HEADER] === renderKey;
  // A render's connection is closed with its answer, rather than left idle for the drain to wait out
  // (graceful-shutdown.ts); renders are a few a second at most.
  if (ownRender) res.setHeader('Connection', 'close');
  // The API compresses its own answers (src/lib/server/node-bridge.ts) and answers methods it does not take itself.
  if (isApiPath(pathname)) {
    const key =
      isRead && !ownRender && catalogReadKey(pathname, new URLSearchParams(search), await catalogShape.current());
    if (!key || !(await caches.catalog.answer(req, res, key))) await api(req, res);
    return;
  }
  // Pages and built files answer GET and HEAD; they never read a body.
  closeIfBodyUnread(req, res);
  if (!isRead) {
    res.setHeader('Allow', 'GET, HEAD');
    plain(res, 405, `${req.method} is not allowed here: this address answers GET and HEAD.`);
    return;
  }
  if (files.answer(req, res)) {
    answeredAs.set(res, STATIC_ROUTE);
    return;
  }
  // The caches' own renders, the only requests Astro sees: they ask for the plain form, which the caches compress.
  if (ownRender) {
    handler(req, res);
    return;
  }
  const page = pageRoute(decodeURI(pathname), new URLSearchParams(search), await catalogShape.current());
  if (await caches[page.cache].answer(req, res, page.key)) return;
  // Rendering failed, or the server is too busy to render something it has not kept: come back in a moment.
  res.setHeader('Retry-After', '1');
  plain(res, 503, 'The storefront is busy. Please try again in a moment.');
}

/** A short plain-text answer of the server's own. */
function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
}

/**
 * The database being unavailable (before the catalog's shape was ever read, say) is a 503 with `Retry-After`, counted
 * by the outage log rather than logged; anything unexpected is logged and answered 500, rather than taking the whole
 * server down with it.
 */
function fail(req, res, id, error) {
  if (isDatabaseUnavailable(error)) {
    const answer = databaseUnavailableError(error);
    if (res.headersSent) res.end();
    else if (isApiPath(req.url.split('?', 1)[0])) res.writeHead(503, answer.headers).end(answer.body);
    else {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      plain(res, 503, 'The storefront cannot reach its database just now. Please try again in a moment.');
    }
    return;
  }
  logFailure(logger, id, req.method, req.url, error);
  if (res.headersSent) res.end();
  else plain(res, 500, 'Something went wrong on our side. Please try again.');
}

/** A path with a broken percent-escape (`/%E0%A4%A`) names nothing: it gets a 400 before any lookup. */
function isDecodable(url) {
  try {
    return url !== undefined && decodeURI(url) !== undefined;
  } catch {
    return false;
  }
}

server.keepAliveTimeout = 65_000;
server.timeout = IDLE_SOCKET_TIMEOUT_MS;
returnMemoryWhenQuiet(server);

server.listen(port, host, async () => {
  // The first request opens, migrates and seeds the database: do it now so a bad configuration stops the start.
  const warmUp = await fetch(`${origin}/restaurants-api/restaurants`).catch((error) => error);
  if (!(warmUp instanceof Response) || !warmUp.ok) {
    console.error(
      `The storefront could not read its catalog (${warmUp instanceof Response ? warmUp.status : warmUp}).`,
    );
    process.exit(1);
  }
  console.log(`Storefront ready at http://localhost:${port}`);
});

drainOnSignals(server, { graceMs: serverSettings().SHUTDOWN_GRACE_SECONDS * 1000, afterDrain: closeConnection });
