import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBuiltFilePath } from '../built-files.ts';

/**
 * What the Node server refuses before the adapter sees it, with the 405 a page gives any method but GET and HEAD:
 * - methods Node accepts but a web Request cannot carry (the fetch standard forbids them), on which the adapter would
 *   fail with a 500 (`astro dev` runs this too, through the listener: src/lib/build/dev-server.ts);
 * - any method but GET and HEAD on a built file, which the adapter's file server would answer as a GET.
 */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Answers a request refused as above, and says whether it did. */
export function refuseUnsupportedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? 'GET';
  const builtFile =
    method !== 'GET' && method !== 'HEAD' && isBuiltFilePath((request.url ?? '/').split('?', 1)[0] ?? '/');
  if (!UNSUPPORTED_METHODS.has(method) && !builtFile) return false;
  response.writeHead(405, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Allow: 'GET, HEAD',
  });
  response.end(`${request.method} is not allowed here: this address answers GET and HEAD.`);
  return true;
}
