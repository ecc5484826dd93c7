import { expect, inject, test } from 'vitest';

const origin = inject('origin');

test('a page script is sent from the build, brotli-compressed and cached for good', async () => {
  const page = await (await fetch(`${origin}/restaurants/1`)).text();
  const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeDefined();

  const response = await fetch(`${origin}${script}`, { headers: { 'Accept-Encoding': 'br' } });

  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await response.text()).length).toBeGreaterThan(0);
});

test('a catalog picture is cached a day and refreshed in the background, and revalidates with a 304', async () => {
  const page = await (await fetch(`${origin}/restaurants/1`)).text();
  const picture = /<img[^>]+src="(\/images\/[^"]+\.svg)"/.exec(page)?.[1];
  expect(picture).toBeDefined();

  const first = await fetch(`${origin}${picture}`);
  const again = await fetch(`${origin}${picture}`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });

  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(first.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
  expect(again.status).toBe(304);
});

/** The chunks a built script imports statically, as paths on the server. */
async function importsOf(path: string): Promise<string[]> {
  const code = await (await fetch(`${origin}${path}`)).text();
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return [...new Set(specifiers.map((specifier) => new URL(specifier, `${origin}${path}`).pathname))];
}

/** The module scripts a page names, in order. */
async function pageScripts(path: string): Promise<string[]> {
  const page = await (await fetch(`${origin}${path}`)).text();
  return [...page.matchAll(/<script type="module" src="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

test('the header script is one file, and the live filter of the restaurant list needs nothing else', async () => {
  const [header, ...others] = await pageScripts('/restaurants');

  expect(header).toMatch(/^\/_astro\/BaseLayout\./);
  expect(await importsOf(header ?? '')).toEqual([]);
  expect(others).toHaveLength(1);
  for (const script of others) expect(await importsOf(script)).toEqual([header]);
});

test('an island names every chunk it needs, so that a browser requests them all in one round trip', async () => {
  const page = await (await fetch(`${origin}/restaurants/1`)).text();
  const island = /<astro-island[^>]+component-url="(\/_astro\/AddToCartButton\.[^"]+\.js)"/.exec(page)?.[1] ?? '';
  const direct = await importsOf(island);
  const needed = new Set<string>();
  for (let queue = [...direct], next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (needed.has(next)) continue;
    needed.add(next);
    queue.push(...(await importsOf(next)));
  }

  expect(direct.length).toBeGreaterThan(1);
  expect([...needed].filter((chunk) => !direct.includes(chunk))).toEqual([]);
});
