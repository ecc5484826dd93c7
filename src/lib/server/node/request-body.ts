import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, bodyTooLargeMessage, maxBodyBytes } from '../http.ts';
import { isApiPath } from '../request-path.ts';
import { closeIfBodyUnread } from './connection-limits.ts';

/**
 * Request bodies are read here, whole and bounded, before Astro's pipeline sees the request: no call takes more than
 * its path's bound (maxBodyBytes: 64 KiB, a menu push's 1 MiB on the partner API), and a body past that (declared, or streamed without a length) is answered 413 at once, its
 * connection closed without reading the rest. Handed on as a buffer (the adapter takes `request.body` as it is), a
 * body never reaches a call half-read; a stream cut short inside Astro's pipeline would leave its answer unsent.
 */

/** Whether a request says it carries a body. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || 'transfer-encoding' in request.headers;
}

function pathOf(request: IncomingMessage): string {
  return (request.url ?? '/').split('?', 1)[0] ?? '/';
}

function tooLarge(request: IncomingMessage, response: ServerResponse, bound: number): void {
  closeIfBodyUnread(request, response);
  const message = bodyTooLargeMessage(bound);
  if (isApiPath(pathOf(request))) {
    const { status, headers, body } = apiError(413, 'body_too_large', message);
    response.writeHead(status, headers).end(body);
  } else {
    response.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(message);
  }
}

/**
 * Reads the request's body into `request.body` and calls `then`, or answers 413 (and never calls it). A request
 * without a body, or one whose client goes away, costs nothing more.
 */
export function readBoundedBody(request: IncomingMessage, response: ServerResponse, then: () => void): void {
  if (!hasBody(request)) return then();
  const bound = maxBodyBytes(pathOf(request));
  if (Number(request.headers['content-length'] ?? 0) > bound) return tooLarge(request, response, bound);
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= bound) {
      chunks.push(chunk);
      return;
    }
    request.off('data', onData);
    request.off('end', onEnd);
    request.pause();
    tooLarge(request, response, bound);
  };
  const onEnd = () => {
    (request as IncomingMessage & { body?: Buffer }).body = Buffer.concat(chunks);
    then();
  };
  request.on('data', onData);
  request.once('end', onEnd);
}
