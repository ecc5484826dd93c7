import { apiEndpoint } from '../lib/server/endpoint.ts';
import { uncachedJson } from '../lib/server/http.ts';

/** `GET /healthz`: is the process alive? (src/lib/server/health.ts) Answered wherever it runs, the edge too. */
export const { GET, HEAD, ALL } = apiEndpoint({ GET: async () => uncachedJson({ status: 'alive' }) });
