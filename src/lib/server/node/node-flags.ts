/**
 * The Node flags the storefront server runs with (`node <flags> dist/server/entry.mjs`: `npm start`, the try-out, the
 * tests' and the bench's servers): a capped young generation, which V8 otherwise grows under load and keeps, and
 * `--expose-gc`, so that the server hands memory back once traffic stops (quiet-memory.ts). The old generation is not
 * capped: that lengthened the slowest calls' pauses (docs/decisions/034-jemalloc-and-node-memory-flags.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'];
