/**
 * Astro's Content-Security-Policy lists, on every page, the hashes of every inline script and style the build can
 * write: every client directive's, both forms of its island script, the bundled files' own. A page holds a few of
 * them, and the rest cost every document about 500 bytes of headers, which a document must not have to spare
 * (docs/decisions/067-every-document-in-one-round-trip.md), and allow scripts the page does not hold.
 */

/** A hash source of a policy: `'sha256-…'`, with the space before it. */
const HASH_SOURCE = / '(sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})'/g;

/** Each inline script and style element's text; a script that names its `src` has none to hash. */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

/**
 * `response` with only the hashes of its policy that the page's own inline scripts and styles have: the others are
 * taken out. A response with no hash in its policy, or no body (HEAD), is answered as it is.
 */
export async function policyOfItsOwnHashes(response: Response): Promise<Response> {
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy || !response.body) return response;
  const listed = [...policy.matchAll(HASH_SOURCE)];
  if (listed.length === 0) return response;
  const html = await response.text();
  const held = await inlineHashes(
    html,
    new Set(listed.map(([, source = '']) => source.slice(0, source.indexOf('-')) as keyof typeof ALGORITHMS)),
  );
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Security-Policy',
    policy.replace(HASH_SOURCE, (whole, source: string) => (held.has(source) ? whole : '')),
  );
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** The hashes, in each of `algorithms`, of the text of every inline script and style element of `html`. */
async function inlineHashes(html: string, algorithms: Set<keyof typeof ALGORITHMS>): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const [, , attributes = '', text = ''] of html.matchAll(INLINE_ELEMENT)) {
    if (!HAS_SRC.test(attributes)) texts.add(text);
  }
  const hashes = new Set<string>();
  const encoder = new TextEncoder();
  for (const algorithm of algorithms) {
    for (const text of texts) {
      const digest = await crypto.subtle.digest(ALGORITHMS[algorithm], encoder.encode(text));
      hashes.add(`${algorithm}-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    }
  }
  return hashes;
}
