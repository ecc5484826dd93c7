import type { APIRoute } from 'astro';
import { answerCspReport, methodNotAllowed } from '../lib/server/observability/operator-endpoints.ts';

/** `POST /csp-report`: where browsers report what a page's Content-Security-Policy blocked. */
export const POST: APIRoute = ({ request }) => answerCspReport(request);
export const ALL: APIRoute = ({ request }) => methodNotAllowed(request.method, 'POST');
