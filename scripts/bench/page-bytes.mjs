// A page's document as the server sends it to a browser: its headers and its brotli body, byte for byte.
import { request } from 'node:http';
import { brotliDecompressSync, gzipSync } from 'node:zlib';

/**
 * TCP's first window: 10 segments of 1,460 bytes (RFC 6928), as Lighthouse's model of the network counts it. A
 * document larger than this, headers included, takes one more round trip before the browser has it whole, and so
 * before anything is painted.
 */
export const FIRST_WINDOW_BYTES = 10 * 1460;

/**
 * The document at `url` as a browser receives it, asked for twice so that the second answer is the one the route
 * cache keeps: the bytes of its HTML, gzip -9 of it, its brotli body as sent and its status line and headers.
 */
export async function documentBytes(url) {
  await documentAsSent(url);
  const { body, headerBytes, encoding } = await documentAsSent(url);
  if (encoding !== 'br') throw new Error(`${url} came ${encoding ?? 'unencoded'}, not in brotli`);
  const html = brotliDecompressSync(body);
  return {
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    htmlBrotliBytes: body.length,
    headerBytes,
    sentBytes: headerBytes + body.length,
  };
}

function documentAsSent(url) {
  return new Promise((resolve, reject) => {
    const asking = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const statusLine = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`;
        let headerBytes = Buffer.byteLength(statusLine) + 2;
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          headerBytes += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
        }
        resolve({ body: Buffer.concat(chunks), headerBytes, encoding: response.headers['content-encoding'] });
      });
      response.on('error', reject);
    });
    asking.on('error', reject);
    asking.end();
  });
}
