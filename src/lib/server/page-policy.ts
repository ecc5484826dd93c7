import { cspHash } from './inline-script.ts';

/**
 * Astro's Content-Security-Policy lists, on every page, the hashes of every inline script and style the build can
 * write: every client directive's, both forms of its island script, the bundled files' own. A page holds a few of
 * them, and the rest cost every document about 500 bytes of headers, which a document must not have to spare
 * (docs/decisions/067-every-document-in-one-round-trip.md), and allow scripts the page does not hold.
 */

/** A hash source of a policy in the algorithm Astro hashes with, `'sha256-…'`, with the space before it. */
const HASH_SOURCE = / '(sha256-[A-Za-z0-9+/]+={0,2})'/g;

/** Each inline script and style element's text; a script that names its `src` has none to hash. */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/**
 * `response` with only the hashes of its policy that the page's own inline scripts and styles have: the others are
 * taken out. A response with no hash in its policy, or no body (HEAD), is answered as it is.
 */
export async function policyOfItsOwnHashes(response: Response): Promise<Response> {
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy?.includes("'sha256-") || !response.body) return response;
  const html = await response.text();
  const held = new Set<string>();
  for (const [, , attributes = '', text = ''] of html.matchAll(INLINE_ELEMENT)) {
    if (!HAS_SRC.test(attributes)) held.add(cspHash(text));
  }
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Security-Policy',
    policy.replace(HASH_SOURCE, (whole, source: string) => (held.has(source) ? whole : '')),
  );
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
