import type { APIRoute } from 'astro';
import { answerMetrics, methodNotAllowed } from '../lib/server/observability/operator-endpoints.ts';

/** `GET /metrics`: Prometheus text for this machine's clients, or others with METRICS_TOKEN. */
export const GET: APIRoute = ({ request, clientAddress }) => answerMetrics(request, clientAddress);
export const HEAD = GET;
export const ALL: APIRoute = ({ request }) => methodNotAllowed(request.method, 'GET, HEAD');
