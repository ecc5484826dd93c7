import { catalogSchemaCall } from '../../../lib/partner/menu-calls.server.ts';
import { apiEndpoint } from '../../../lib/server/endpoint.ts';

/** `GET /partner-api/v1/catalog.schema.json`: the JSON Schema of the catalog file, generated from the server's own. */
export const { GET, ALL } = apiEndpoint({ GET: catalogSchemaCall });
