import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

const brotliCompressed = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The Node server's compression of the answers its route cache keeps (route-cache-provider.ts): each kept answer is
 * kept in brotli, and made in another encoding (or none) once, on the first request that asks for it. Built files
 * have their copies made at build time (scripts/precompress.mjs); nginx and a CDN pass an encoded answer through.
 */

export type Encoding = 'br' | 'gzip';

/** Below this an answer gains less than the encoding's framing costs on a slow network. */
const MIN_BYTES = 1024;
/** Media types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)/;
/** Brotli's quality 6: nearly quality 9's size on the catalog pages, at a small part of its time. */
const BROTLI_QUALITY = 6;

/** Whether an answer of this type and size is sent compressed when the client accepts it. */
export function isCompressible(contentType: string | null | undefined, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.test(contentType ?? '');
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, unless the client refused it (`;q=0`),
 * else none. A client's order of preference is not asked: both are better than none, and brotli is the smaller.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  if (chosen.size >= CHOSEN_KEPT) chosen.clear();
  const choice = choose(acceptEncoding);
  chosen.set(acceptEncoding, choice);
  return choice;
}

/**
 * The choice made for each `Accept-Encoding` seen lately: browsers send a handful of them, and choosing again for
 * every request was a tenth of a kept answer's cost. Made-up headers cannot grow it past CHOSEN_KEPT.
 */
const chosen = new Map<string, Encoding | undefined>();
const CHOSEN_KEPT = 64;

function choose(acceptEncoding: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token) weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * The smallest brotli window that holds the whole body: the default (4 MB) made each compression allocate megabytes,
 * which left the server's memory fragmented after a flood of kept searches
 * (docs/decisions/024-our-route-cache-provider.md).
 */
function windowBits(bytes: number): number {
  return Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
  );
}

/** Brotli's settings for `bytes` of body. */
function brotliOptions(bytes: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(bytes),
    },
  };
}

/**
 * `body` in `encoding`, in a buffer of its own size (exactCopy), compressed on libuv's thread pool: a rendered page
 * takes milliseconds to compress, which the one thread spends meanwhile answering others.
 */
export async function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return exactCopy(
    encoding === 'br' ? await brotliCompressed(body, brotliOptions(body.length)) : await gzipped(body, { level: 9 }),
  );
}

/** `body` decoded from `encoding`, in a buffer of its own size (exactCopy). */
export function decompress(body: Uint8Array, encoding: Encoding): Buffer {
  return exactCopy(encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body));
}

/**
 * zlib answers a slice of its 64 KB output chunk, which a kept answer would hold whole: a thousand kept pages held
 * 64 MB for 9 MB of brotli, and after a flood of searches, their uncompressed copies another 64 MB for 9 MB of pages.
 */
function exactCopy(chunk: Buffer): Buffer {
  if (chunk.buffer.byteLength === chunk.length) return chunk;
  const exact = Buffer.alloc(chunk.length);
  chunk.copy(exact);
  return exact;
}
