import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { closeIfBodyUnread } from './connection-limits.ts';
import { internalError, MAX_BODY_BYTES, type ApiAnswer, type ApiRequest } from './http.ts';
import { chooseEncoding, COMPRESS_FROM_BYTES, ENCODINGS, type Encoding } from './kept-answer.ts';

/**
 * The compressed forms of API answers, made once per answer: a customer's kept reads (src/lib/server/customer-reads.ts)
 * are the same answer object every time, so an order list polled by a tracking screen is compressed once, not per
 * request. Compressing each answer in one call, rather than through a compression stream per response, also keeps
 * memory flat: under 50 concurrent order-list reads, per-response brotli or gzip streams took the server 90 to 110 MB
 * higher, for good, and answered a sixth as many (5,800 a second against 33,000).
 */
const compressedForms = new WeakMap<ApiAnswer, Partial<Record<Encoding, Buffer>>>();

function compressedBody(answer: ApiAnswer, encoding: 'br' | 'gzip'): Buffer {
  let forms = compressedForms.get(answer);
  if (!forms) compressedForms.set(answer, (forms = {}));
  let body = forms[encoding];
  if (!body) {
    const text = Buffer.from(answer.body);
    // Brotli's quality 4 compresses JSON about as well as gzip -9 at a fraction of the CPU.
    body =
      encoding === 'br'
        ? brotliCompressSync(text, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
          })
        : gzipSync(text);
    forms[encoding] = body;
  }
  return body;
}

/** Sends an API answer, compressed when it is worth it and the client accepts it. */
function writeAnswer(req: IncomingMessage, res: ServerResponse, reply: ApiAnswer): void {
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  let body: string | Buffer = reply.body;
  if (reply.body.length >= COMPRESS_FROM_BYTES) {
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(req, ENCODINGS);
    if (encoding !== 'identity') {
      body = compressedBody(reply, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  closeIfBodyUnread(req, res);
  res.writeHead(reply.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the product API on Node's HTTP server, as scripts/serve.mjs does: the request is handed to the API as a light
 * view of Node's own (no web Request is built) and its answer written in the best form the client accepts.
 */
export function nodeListener(answer: (request: ApiRequest) => Promise<ApiAnswer>, origin: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let reply: ApiAnswer;
    try {
      reply = await answer(apiRequest(req, origin));
    } catch (error) {
      console.error(`${req.method} ${req.url} failed`, error);
      reply = internalError();
    }
    writeAnswer(req, res, reply);
  };
}

function apiRequest(req: IncomingMessage, origin: string): ApiRequest {
  return {
    method: req.method ?? 'GET',
    url: `${origin}${req.url ?? '/'}`,
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    },
    text: () => readBody(req),
  };
}

/** Decodes as fetch's Request.text() would: UTF-8, a byte-order mark dropped. */
const utf8 = new TextDecoder();

/**
 * The body as text, cut one byte past the most the API reads (so that it still answers 413). Reading stops there: the
 * rest of an oversized upload is never read, and the answer closes the connection (writeAnswer).
 */
function readBody(req: IncomingMessage): Promise<string> {
  // Stream events rather than `for await`: the async iterator's promises per chunk were most of a small call's garbage.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData).off('end', done).off('error', reject);
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      resolve(utf8.decode(body.subarray(0, MAX_BODY_BYTES + 1)));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        done();
      }
    };
    req.on('data', onData).on('end', done).on('error', reject);
  });
}
