// scripts/keep-earlier-files.mjs, fed a history folder as a cache might hand it back: its record poisoned with paths
// that leave the folder, a file it has no record of, a link to a file elsewhere.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

let folder: string;
let output: string;
let history: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'keep-earlier-files-'));
  output = join(folder, 'build/dist');
  history = join(folder, 'history');
  mkdirSync(join(output, 'client/_astro'), { recursive: true });
  mkdirSync(join(history, 'dist/_astro'), { recursive: true });
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

function keepEarlierFiles() {
  return spawnSync(process.execPath, ['scripts/keep-earlier-files.mjs', output], {
    cwd: ROOT,
    env: { ...process.env, BUILT_FILES_HISTORY: history },
    encoding: 'utf8',
  });
}

test('a poisoned record deletes and writes nothing outside the history folder, and the build still keeps its files', async () => {
  const minuteAgo = Date.now() - 60_000;
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  writeFileSync(join(output, 'client/_astro/new.AAAA1111.js'), 'new');
  writeFileSync(join(history, 'dist/_astro/old.BBBB2222.js'), 'old');
  // Outside the history folder: what the record's paths point at.
  writeFileSync(join(folder, 'victim.txt'), 'keep me');
  writeFileSync(join(folder, 'secret.txt'), 'secret');
  writeFileSync(join(history, 'dist/outside-astro.js'), 'not a bundle');
  symlinkSync(join(folder, 'secret.txt'), join(history, 'dist/_astro/link.DDDD4444.js'));
  writeFileSync(
    join(history, 'dist/record.json'),
    JSON.stringify({
      'old.BBBB2222.js': minuteAgo,
      'link.DDDD4444.js': minuteAgo,
      // Long past their time, so the script would delete them: files outside the folder.
      '../../victim.txt': weekAgo,
      '../outside-astro.js': weekAgo,
      [join(folder, 'victim.txt')]: weekAgo,
      // Recent, so the script would copy them into the build: from outside the folder, or to outside the build.
      '../../secret.txt': minuteAgo,
      'x/../../../secret.txt': minuteAgo,
      '..\\..\\secret.txt': minuteAgo,
      './old.BBBB2222.js': minuteAgo,
      '.hidden.js': minuteAgo,
      '': minuteAgo,
    }),
  );

  const run = keepEarlierFiles();

  expect(run.status, run.stderr).toBe(0);
  expect(readFileSync(join(folder, 'victim.txt'), 'utf8')).toBe('keep me');
  expect(readFileSync(join(folder, 'secret.txt'), 'utf8')).toBe('secret');
  expect(readFileSync(join(history, 'dist/outside-astro.js'), 'utf8')).toBe('not a bundle');
  expect(readdirSync(join(output, 'client/_astro')).sort()).toEqual(['new.AAAA1111.js', 'old.BBBB2222.js']);
  expect(readdirSync(folder).sort()).toEqual(['build', 'history', 'secret.txt', 'victim.txt']);
  expect(readdirSync(join(folder, 'build'))).toEqual(['dist']);
  expect(JSON.parse(readFileSync(join(history, 'dist/record.json'), 'utf8'))).toEqual({
    'new.AAAA1111.js': null,
    'old.BBBB2222.js': minuteAgo,
  });
  expect(run.stdout + run.stderr).toContain('not a built file, left alone');
});

test('files of the history the record does not know are pruned, and so are links', () => {
  writeFileSync(join(output, 'client/_astro/new.AAAA1111.js'), 'new');
  writeFileSync(join(history, 'dist/_astro/stray.CCCC3333.js'), 'stray');
  writeFileSync(join(folder, 'secret.txt'), 'secret');
  symlinkSync(join(folder, 'secret.txt'), join(history, 'dist/_astro/link.DDDD4444.js'));
  writeFileSync(join(history, 'dist/record.json'), '{}');

  const run = keepEarlierFiles();

  expect(run.status, run.stderr).toBe(0);
  expect(readdirSync(join(history, 'dist/_astro')).sort()).toEqual(['new.AAAA1111.js']);
  expect(existsSync(join(folder, 'secret.txt'))).toBe(true);
  expect(readdirSync(join(output, 'client/_astro'))).toEqual(['new.AAAA1111.js']);
});

test('a record or history folder that is a link is replaced, not written through', () => {
  writeFileSync(join(output, 'client/_astro/new.AAAA1111.js'), 'new');
  writeFileSync(join(folder, 'elsewhere.json'), 'not a record');
  mkdirSync(join(folder, 'elsewhere'));
  writeFileSync(join(folder, 'elsewhere/other.EEEE5555.js'), 'not ours');
  rmSync(join(history, 'dist/_astro'), { recursive: true });
  symlinkSync(join(folder, 'elsewhere'), join(history, 'dist/_astro'));
  symlinkSync(join(folder, 'elsewhere.json'), join(history, 'dist/record.json'));

  const run = keepEarlierFiles();

  expect(run.status, run.stderr).toBe(0);
  expect(readFileSync(join(folder, 'elsewhere.json'), 'utf8')).toBe('not a record');
  expect(readdirSync(join(folder, 'elsewhere'))).toEqual(['other.EEEE5555.js']);
  expect(readdirSync(join(history, 'dist/_astro'))).toEqual(['new.AAAA1111.js']);
  expect(JSON.parse(readFileSync(join(history, 'dist/record.json'), 'utf8'))).toEqual({ 'new.AAAA1111.js': null });
});
