import type { APIRoute } from 'astro';
import { answerCspReport, methodNotAllowed } from '../lib/server/observability/operator-endpoints.ts';

/**
 * `POST /csp-report`: where browsers report what a page's Content-Security-Policy blocked. `clientAddress` is the
 * peer's, as Astro gives it while no `security.allowedDomains` is set (with one, Astro would take X-Forwarded-For's
 * first entry, which a client writes itself); TRUSTED_PROXIES decides whom else to believe.
 */
export const POST: APIRoute = ({ request, clientAddress }) => answerCspReport(request, clientAddress);
export const ALL: APIRoute = ({ request }) => methodNotAllowed(request.method, 'POST');
