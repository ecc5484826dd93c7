import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * How long a client may hold a connection before it has sent its request. A client that sends its headers or its
 * body a byte at a time (slowloris) is answered 408 and disconnected once its time is up, so that idle and half-sent
 * connections cannot pile up.
 */
export const SERVER_OPTIONS = {
  /** The request line and headers: a browser sends them in one packet. */
  headersTimeout: 10_000,
  /** The whole request, body included: the largest the API reads is 64 KiB. */
  requestTimeout: 30_000,
  /** How often Node looks for clients past those limits; its default, 30 s, would let them linger three times longer. */
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * A connection on which nothing moves for this long is closed, such as a client that stopped reading its answer: the
 * limits above end once the request is in. Load balancers keep idle connections up to 60 s, hence 65 s, as keep-alive.
 */
export const IDLE_SOCKET_TIMEOUT_MS = 65_000;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * Answers what Node's HTTP parser refuses before any handler sees a request (malformed requests, headers too large,
 * time up), as Node would, but with the security headers every answer carries.
 */
export function answerClientError(headers: readonly [string, string][]) {
  return (error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
            ? 413
            : 400;
    const lines = [
      `HTTP/1.1 ${status} ${REASONS[status]}`,
      ...headers.map(([name, value]) => `${name}: ${value}`),
      'Content-Length: 0',
      'Connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n`);
  };
}

/**
 * Whether a request still has body bytes on the way that nobody will read. Node reads and drops them after the
 * answer so that the connection can serve another request; for a large upload that means reading all of it. Such an
 * answer is sent with `Connection: close` instead, and the connection closed once it is out.
 */
function hasUnreadBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return !request.complete && ((length !== undefined && length !== '0') || 'transfer-encoding' in request.headers);
}

/**
 * After such an answer the client may still be sending: closing at once would reset the connection, and a client that
 * has not read the answer yet would report a network error instead of it. Like nginx's lingering close, the server
 * drops what still arrives, up to a bound, then stops reading (the client's writes then wait on TCP's flow control,
 * and it reads the answer meanwhile), and closes a moment after its answer is out. Closing at the bound instead reset
 * connections whose client was still busy writing, and it never saw the 413.
 */
const LINGER_MS = 2_000;
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Reads and drops the rest of a body up to LINGER_BYTES, then stops reading it. Started before the answer is out, so
 * that the request is being read when Node's answer finishes: Node otherwise discards an unread body itself, inside its
 * parser and without a bound, for as long as the connection stays open.
 */
function dropUpToBound(request: IncomingMessage): void {
  let dropped = 0;
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) request.pause();
  });
  request.resume();
}

function closeAfterLinger(socket: Socket): void {
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Makes an answer the connection's last when the request's body will not be read to its end: the rest of the body is
 * never read, beyond the grace above.
 */
export function closeIfBodyUnread(request: IncomingMessage, response: ServerResponse): void {
  if (!hasUnreadBody(request) || response.headersSent) return;
  response.setHeader('Connection', 'close');
  dropUpToBound(request);
  // Node ends a last answer's connection with the socket's destroySoon once the answer is out.
  const { socket } = request;
  socket.destroySoon = () => closeAfterLinger(socket);
}
