/**
 * The Node flags the storefront server runs with (`node <flags> scripts/serve.mjs`). Under load V8 grows its young
 * generation to tens of megabytes and keeps it: capping each semi-space at 8 MB held the server near 210 MB resident
 * after the bench's load instead of about 400 MB, at the same throughput and latency.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
