/**
 * The Node flags the storefront server runs with (`node <flags> scripts/serve.mjs`). Under load V8 grows its young
 * generation to tens of megabytes and keeps it: capping each semi-space at 8 MB brought the server from 400-550 MB
 * resident after the bench's load to about 260-310 MB, at the same throughput. A cap on the old generation
 * (`--max-old-space-size=128`) took it to about 260 MB but cost 10 to 20 % of the API's throughput, so it is not set.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
