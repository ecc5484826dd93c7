import type { APIRoute } from 'astro';
import { answerMetrics, methodNotAllowed } from '../lib/server/observability/operator-endpoints.ts';

/** `GET /metrics`: Prometheus text, for the operator's token alone (METRICS_TOKEN). */
export const GET: APIRoute = ({ request }) => answerMetrics(request);
export const HEAD = GET;
export const ALL: APIRoute = ({ request }) => methodNotAllowed(request.method, 'GET, HEAD');
