import { apiEndpoint } from '../lib/server/endpoint.ts';
import { readyCall } from '../lib/server/health.ts';

/** `GET /readyz`: may this instance be sent traffic? (src/lib/server/health.ts) */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: readyCall });
