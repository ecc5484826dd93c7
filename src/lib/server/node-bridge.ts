import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, MAX_BODY_BYTES } from './http.ts';

/**
 * Serves a fetch-style handler (a web Request in, a Response out) on Node's HTTP server, as scripts/serve.mjs does for
 * the product API. Only what the API uses is carried over: method, URL, headers and a JSON body.
 */
export function nodeListener(handle: (request: Request) => Promise<Response>, origin: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let response: Response;
    try {
      response = await handle(await toWebRequest(req, origin));
    } catch (error) {
      console.error(`${req.method} ${req.url} failed`, error);
      response = apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    await send(req, res, response);
  };
}

async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index] ?? '', req.rawHeaders[index + 1] ?? '');
  }
  const url = new URL(req.url ?? '/', origin);
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers });
  return new Request(url, { method: req.method ?? 'POST', headers, body: await readBody(req) });
}

/**
 * The body, up to one byte more than the API reads (so that it still answers 413): the rest of an oversized upload is
 * read and dropped rather than kept in memory.
 */
async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    size += chunk.length;
  }
  const body = new Uint8Array(Math.min(size, MAX_BODY_BYTES + 1));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, body.length - offset);
    body.set(part, offset);
    offset += part.length;
  }
  return body;
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader('Content-Length', body.length);
  res.writeHead(response.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}
