import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { builtFileHeaders } from '../built-files.ts';
import { observability } from '../observability/process.ts';
import { REQUEST_ID_HEADER, requestId } from '../observability/request-id.ts';
import { OTHER_ROUTE, ROUTE_HEADER, STATIC_ROUTE } from '../observability/route-pattern.ts';
import { securityHeaders, setSecurityHeaders } from '../security-headers.ts';
import { serverSettings } from '../settings.ts';
import { closeIfBodyUnread } from './connection-limits.ts';
import { readBoundedBody } from './request-body.ts';
import { refuseUnsupportedMethod } from './unsupported-methods.ts';

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Wraps the Node adapter's handler (built files, then Astro's pipeline), and under `astro dev` Vite's files and Astro's
 * dev pipeline (src/lib/build/dev-server.ts), with what every answer needs and only Node can do. It never answers from
 * a copy of its own: Astro's route cache does that inside the pipeline.
 * - the security headers, which anything written later replaces (a page's own Content-Security-Policy), and the
 *   built files' own caching (built-files.ts);
 * - `X-Request-Id`, the proxy's when well-formed, else a new one, in place of the request's own for the pipeline;
 * - one log line and the metrics of each request once its answer is finished, labelled with the route the
 *   middleware named (ROUTE_HEADER, taken off the answer here);
 * - what Node alone must refuse: a method no web Request can carry, an address that cannot be decoded, a body over
 *   the bound (read here whole, request-body.ts; an answer that leaves a body unread ends its connection,
 *   connection-limits.ts).
 */
export function observedListener(astro: NodeHandler) {
  const headers = securityHeaders({ https: serverSettings().SITE_URL?.startsWith('https:') ?? false });
  const { metrics, logRequest } = observability();

  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    const id = requestId(request.headers['x-request-id']);
    request.headers['x-request-id'] = id;
    const method = request.method ?? 'GET';
    const answering: Answering = { request, route: undefined, writeHead: response.writeHead };
    (response as ObservedResponse)[ANSWERING] = answering;

    // 'close' rather than 'finish': a request whose client went away before its answer ended is logged too.
    response.once('close', () => {
      dropLeftListeners(request, response);
      const cache = response.getHeader('x-astro-cache');
      const outcome = typeof cache === 'string' ? { cacheOutcome: cache } : {};
      const label = answering.route ?? (response.statusCode < 400 ? STATIC_ROUTE : OTHER_ROUTE);
      const durationMs = performance.now() - started;
      metrics.observe({ route: label, method, status: response.statusCode, seconds: durationMs / 1000, ...outcome });
      logRequest({
        id,
        method,
        route: label,
        url: request.url ?? '',
        status: response.statusCode,
        durationMs,
        ...(typeof cache === 'string' ? { cache } : {}),
        aborted: !response.writableFinished,
      });
    });

    setSecurityHeaders(response, headers);
    setSecurityHeaders(response, builtFileHeaders((request.url ?? '/').split('?', 1)[0] ?? '/'));
    response.setHeader(REQUEST_ID_HEADER, id);
    // A HEAD is answered as the GET it stands for, so that the route cache answers it too: Node's response already
    // knows to send no body (it decided when it was made), and the adapter would render every HEAD otherwise.
    if (method === 'HEAD') request.method = 'GET';
    response.writeHead = writeHeadNamingRoute as ServerResponse['writeHead'];

    if (refuseUnsupportedMethod(request, response)) return;
    if (decoded(request.url ?? '/') === undefined) {
      // As the adapter's own server answers it: Astro's pipeline cannot take an address it cannot decode.
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('Bad request.');
      return;
    }
    readBoundedBody(request, response, () => void astro(request, response));
  };
}

/**
 * The address decoded, or undefined when it cannot be (a broken escape such as `%E0%A4%A`). The decoded address is
 * returned, not dropped: the bundler takes `decodeURI` for a call without effects and removes it when its value is
 * unused, and with it the throw.
 */
function decoded(url: string): string | undefined {
  try {
    return decodeURI(url);
  } catch {
    return undefined;
  }
}

/** What the response's writeHead needs of the request it answers, kept on the response. */
interface Answering {
  request: IncomingMessage;
  /** The route the middleware named (ROUTE_HEADER), for the log line and the metrics. */
  route: string | undefined;
  /** Node's own writeHead. */
  writeHead: ServerResponse['writeHead'];
}

const ANSWERING = Symbol('storefront.answering');
type ObservedResponse = ServerResponse & { [ANSWERING]: Answering };

/**
 * Every response's writeHead while the storefront answers it: it takes the route the middleware named off the headers,
 * gives a status other than 200 its own reason phrase (a page that set its status keeps the 200's in its Response: "404
 * OK"), and ends the connection when a body was left unread. One function for every response, with what it needs of
 * the request kept on the response: a function made per request would keep its scope alive into V8's old generation
 * (docs/decisions/033-nothing-of-a-request-outlives-its-answer.md).
 */
function writeHeadNamingRoute(this: ObservedResponse, status: number, ...rest: unknown[]): ServerResponse {
  const answering = this[ANSWERING];
  if (status !== 200 && this.statusMessage === 'OK') this.statusMessage = STATUS_CODES[status] ?? '';
  const last = rest.at(-1);
  if (last && typeof last === 'object' && !Array.isArray(last)) {
    const named = (last as OutgoingHttpHeaders)[ROUTE_HEADER];
    if (typeof named === 'string') answering.route = named;
    delete (last as OutgoingHttpHeaders)[ROUTE_HEADER];
  }
  closeIfBodyUnread(answering.request, this);
  return answering.writeHead.call(this, status, ...(rest as [])) as ServerResponse;
}

/**
 * Takes off the listeners still on a finished request and response: Astro's Node adapter leaves an `error` listener on
 * the request and a `close` listener on the response, whose closures would keep the request and its answer alive into
 * V8's old generation (docs/decisions/033-nothing-of-a-request-outlives-its-answer.md). Once the response has closed
 * nothing more is emitted that anyone must hear: Node emits a request's `error` only when something listens, and
 * `close` is a response's last event.
 */
function dropLeftListeners(request: IncomingMessage, response: ServerResponse): void {
  request.removeAllListeners('error');
  response.removeAllListeners('close');
}
