import { apiEndpoint } from '../lib/server/api/endpoint.ts';
import { aliveCall } from '../lib/server/health.ts';

/** `GET /healthz`: is the process alive? (src/lib/server/health.ts) */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: aliveCall });
