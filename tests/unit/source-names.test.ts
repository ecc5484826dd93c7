// Every source file's name says what it holds, once: two files of one name (`cart.ts` in two folders) leave a reader
// guessing which one an import or a stack trace means. Route parameters are named by their address (`[id].astro`),
// and `index` files by convention.
import { readdirSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = new URL('../../src/', import.meta.url);
const SOURCE = /\.(?:ts|tsx|astro|mjs)$/;

test('no two source files under src/ share a name, route files and index.ts aside', () => {
  const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter(
    (file) => SOURCE.test(file) && !/^(?:index|\[.+\])$/.test(basename(file, extname(file))),
  );
  const byName = new Map<string, string[]>();
  for (const file of files) {
    const name = basename(file, extname(file)).toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
});
