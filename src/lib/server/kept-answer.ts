import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import Negotiator from 'negotiator';

/** The forms an answer is kept in, best first. */
export type Encoding = 'br' | 'gzip' | 'identity';

export const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** Bodies smaller than this fit in a packet or two either way: not worth compressing, here or in scripts/serve.mjs. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer held in memory with its compressed forms, so that sending it costs no rendering, no file read and no
 * compression: the catalog cache's pages and the built files.
 */
export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  etag: string;
  /** The compressed forms are absent for a body too small or not worth compressing. */
  bodies: { identity: Buffer; br?: Buffer | undefined; gzip?: Buffer | undefined };
}

/**
 * The ETag of a kept answer, from its content. Weak, since the same ETag covers the brotli, gzip and plain forms, which
 * differ byte for byte (a strong one would promise byte-identical bodies to caches that combine ranges).
 */
export function etagOf(identity: Buffer): string {
  return `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
}

/** A browser revalidating what it has (`If-None-Match`) gets a 304 without the body when it is unchanged. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** The best of the `offered` forms (best first) that the request accepts; the plain one when it accepts none. */
export function chooseEncoding(request: IncomingMessage, offered: readonly Encoding[]): Encoding {
  if (offered.length < 2) return 'identity';
  return (
    (new Negotiator(request).encoding([...offered], { preferred: [...offered] }) as Encoding | undefined) ?? 'identity'
  );
}

/** Sends a kept answer in the best form the client accepts, or a 304 when its copy is current. */
export function writeKept(request: IncomingMessage, response: ServerResponse, answer: KeptAnswer): void {
  const offered = ENCODINGS.filter((encoding) => answer.bodies[encoding] !== undefined);
  const encoding = chooseEncoding(request, offered);
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  response.setHeader('ETag', answer.etag);
  if (offered.length > 1) response.setHeader('Vary', 'Accept-Encoding');
  if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], answer.etag)) {
    response.writeHead(304).end();
    return;
  }
  const body = answer.bodies[encoding] ?? answer.bodies.identity;
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.writeHead(answer.status);
  response.end(request.method === 'HEAD' ? undefined : body);
}
