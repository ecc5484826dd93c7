/**
 * The Node flags the storefront server runs with (`node <flags> dist/server/entry.mjs`: `npm start`, the try-out, the
 * tests' and the bench's servers), kept again after Astro's pipeline took over from the hand-written server: without
 * them an instance kept 440-500 MB after the bench's load (docs/performance.md).
 * - Under load V8 grows its young generation to tens of megabytes and keeps it: capping each semi-space at 8 MB
 *   brought the server from 400-550 MB resident after the bench's load to about 260-310 MB, at the same throughput.
 * - `--expose-gc` lets the server hand the rest back once traffic stops (quiet-memory.ts).
 * A cap on the old generation (`--max-old-space-size=128`, or a lower `--heap-growing-percent`) kept it near 170 MB
 * under load too, but tripled the pauses behind the slowest API calls (p99 4 -> 11 ms), so it is not set.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'];
