import { createReportBudget, MAX_CSP_REPORT_BYTES, readCspReport } from '../csp-reports.ts';
import { clientAddressOf, trustedProxies, type TrustedProxies } from '../client-address.ts';
import { serverSettings } from '../settings.ts';
import { metricsAccess } from './metrics-registry.ts';
import { observability } from './process.ts';

/** What src/pages/metrics.ts and csp-report.ts answer: short plain texts, never cached. */
function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** `GET /metrics` on the public listener: only with the operator's token (metrics-registry.ts, metricsAccess). */
export async function answerMetrics(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers.get('authorization') ?? undefined, serverSettings().METRICS_TOKEN);
  if (access === 404) return plain(404, 'Not found.');
  if (access === 401) {
    return plain(401, "The metrics answer only to the operator's token.", {
      'WWW-Authenticate': 'Bearer realm="metrics"',
    });
  }
  const { registry } = observability().metrics;
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
}

/** What each client's reports, and the instance's log, may take (csp-reports.ts). */
const cspReportBudget = createReportBudget();

let trusted: TrustedProxies | undefined;

/** The request's body as text, or undefined past `maxBytes` (declared or sent), of which no more is read. */
async function readBounded(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `POST /csp-report`: a browser's report of what the page's policy blocked (csp-reports.ts): one log line and one count
 * per violation, within a size, and within the budgets of its client (by address: `peer`, or the one a trusted proxy
 * names) and of the instance; what a budget has no room for is counted as refused, not logged, and a report none of
 * whose violations fits is answered 429.
 */
export async function answerCspReport(request: Request, peer: string | undefined): Promise<Response> {
  const { logger, metrics } = observability();
  const body = await readBounded(request, MAX_CSP_REPORT_BYTES);
  if (body === undefined) {
    metrics.cspRefused('size');
    return plain(413, `A report must be at most ${MAX_CSP_REPORT_BYTES} bytes.`);
  }
  const violations = readCspReport(request.headers.get('content-type') ?? '', body);
  if (!violations) {
    metrics.cspRefused('invalid');
    return plain(400, 'This is not a CSP report.');
  }
  trusted ??= trustedProxies(serverSettings().TRUSTED_PROXIES);
  const client = clientAddressOf(peer, request.headers.get('x-forwarded-for'), trusted) ?? 'unknown';
  const taken = violations.length === 0 ? 0 : cspReportBudget.take(client, violations.length);
  if (taken < violations.length) metrics.cspRefused('rate', violations.length - taken);
  if (taken === 0 && violations.length > 0) return plain(429, 'Too many reports.', { 'Retry-After': '60' });
  const reqId = request.headers.get('x-request-id') ?? undefined;
  for (const { directive, blocked } of violations.slice(0, taken)) {
    metrics.cspReport(directive);
    logger.warn({ reqId, directive, blocked }, 'csp violation');
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** A 405 naming the methods an operator's address takes. */
export function methodNotAllowed(method: string, allowed: string): Response {
  return plain(405, `${method} is not allowed here: this address answers ${allowed}.`, { Allow: allowed });
}
