// negotiator 1.x takes the server's preferred order for ties (browsers list `gzip` before `br` at the same q), which
// the published types (written for 0.6) do not know; only what the catalog cache uses is declared.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` for the request's Accept-Encoding, `preferred` breaking ties; undefined if none. */
    encoding<T extends string>(available: readonly T[], options?: { preferred?: readonly T[] }): T | undefined;
  }
}
