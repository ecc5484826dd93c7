import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { JEMALLOC, jemallocLibrary, withJemalloc } from '../../../../../src/lib/server/node/allocator.ts';

let empty: string;
let withLibrary: string;

beforeEach(() => {
  empty = mkdtempSync(join(tmpdir(), 'allocator-empty-'));
  withLibrary = mkdtempSync(join(tmpdir(), 'allocator-'));
  writeFileSync(join(withLibrary, JEMALLOC), '');
});

afterEach(() => {
  for (const directory of [empty, withLibrary]) rmSync(directory, { recursive: true, force: true });
});

test.runIf(process.platform === 'linux')('the library is found in the first directory that has it', () => {
  expect(jemallocLibrary([empty, withLibrary])).toBe(join(withLibrary, JEMALLOC));
  expect(jemallocLibrary([empty])).toBeNull();
});

test('the server is started with jemalloc preloaded when the system has it', () => {
  const library = join(withLibrary, JEMALLOC);

  expect(withJemalloc({ PORT: '4321' }, library)).toEqual({ PORT: '4321', LD_PRELOAD: library });
});

test('without jemalloc the environment is left as it is', () => {
  const env = { PORT: '4321' };

  expect(withJemalloc(env, null)).toBe(env);
});

test.each([[''], ['/opt/tcmalloc/libtcmalloc.so']])('an LD_PRELOAD of %j is the operator’s and stays', (preload) => {
  expect(withJemalloc({ LD_PRELOAD: preload }, join(withLibrary, JEMALLOC))).toEqual({ LD_PRELOAD: preload });
});
