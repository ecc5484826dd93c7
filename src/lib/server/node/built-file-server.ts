import type { IncomingMessage, ServerResponse } from 'node:http';
import send from 'send';

/**
 * Sends a built file (public/ and the build's bundles, built-files.ts) from the build's client folder, with `send`,
 * the file server the Node adapter itself uses. Only paths that name a built file come here: the adapter's own file
 * server looks every request up on disk first (a synchronous and an asynchronous stat), which cost pages and calls
 * a third of their answers a second (docs/performance.md). A built-file path with no file behind it is Astro's 404.
 */
export function serveBuiltFile(
  clientDir: string,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  otherwise: () => void,
): void {
  const stream = send(request, path, { root: clientDir, index: false, dotfiles: 'deny' });
  let found = false;
  stream.on('file', () => (found = true));
  stream.on('error', (error: { statusCode?: number }) => {
    if (!found) return otherwise();
    response.writeHead(error.statusCode ?? 500).end();
  });
  stream.pipe(response);
}
