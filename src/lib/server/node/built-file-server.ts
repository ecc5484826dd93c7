import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import { type Encoding, preferredEncoding } from '../compression.ts';

/** The build's compressed copies of a built file (scripts/precompress.mjs), by encoding. */
const COPIES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const COPY = /\.(?:br|gz)$/;

type Otherwise = () => void;

/**
 * Sends the built files (public/ and the build's bundles, built-files.ts) from the build's client folder, with `send`,
 * the file server the Node adapter itself uses, and their build-time brotli or gzip copy when the client accepts it
 * (nginx sends the same copies). Only paths that name a built file come here, so pages and calls pay no look-up on
 * disk, as they did with the adapter's own file server, which also sent no copy (docs/decisions/023-one-pipeline.md).
 * A built-file path with no file behind it, or a copy asked for by name, is Astro's 404 (`otherwise`).
 *
 * The copies are listed once, at start: a build's files never change under a running server (`npm run build`
 * replaces dist/ only for the next start).
 */
export function builtFileServer(clientDir: string) {
  const copied = new Set(
    readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(COPIES.br))
      .map((name) => `/${name.slice(0, -COPIES.br.length).split('\\').join('/')}`),
  );

  return (request: IncomingMessage, response: ServerResponse, path: string, otherwise: Otherwise): void => {
    if (COPY.test(path)) return otherwise();
    const hasCopies = copied.has(path);
    const encoding = hasCopies ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    const stream = send(request, encoding ? `${path}${COPIES[encoding]}` : path, {
      root: clientDir,
      index: false,
      dotfiles: 'deny',
    });
    let found = false;
    stream.on('file', () => (found = true));
    stream.on('headers', () => {
      if (hasCopies) response.setHeader('Vary', 'Accept-Encoding');
      if (!encoding) return;
      response.setHeader('Content-Encoding', encoding);
      if (!response.hasHeader('Content-Type'))
        response.setHeader('Content-Type', contentType(extname(path)) || 'application/octet-stream');
    });
    stream.on('error', (error: { statusCode?: number }) => {
      if (!found) return otherwise();
      response.writeHead(error.statusCode ?? 500).end();
    });
    stream.pipe(response);
  };
}
