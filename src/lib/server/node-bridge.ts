import type { IncomingMessage, ServerResponse } from 'node:http';
import { internalError, MAX_BODY_BYTES, type ApiAnswer, type ApiRequest } from './http.ts';

/**
 * Serves the product API on Node's HTTP server, as scripts/serve.mjs does: the request is handed to the API as a light
 * view of Node's own (no web Request is built) and its answer written as it is.
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
    for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
    res.setHeader('Content-Length', Buffer.byteLength(reply.body));
    res.writeHead(reply.status);
    res.end(req.method === 'HEAD' ? undefined : reply.body);
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
 * The body as text, cut one byte past the most the API reads (so that it still answers 413): the rest of an oversized
 * upload is read and dropped rather than kept in memory.
 */
function readBody(req: IncomingMessage): Promise<string> {
  // Stream events rather than `for await`: the async iterator's promises per chunk were most of a small call's garbage.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      resolve(utf8.decode(body.subarray(0, MAX_BODY_BYTES + 1)));
    });
    req.on('error', reject);
  });
}
