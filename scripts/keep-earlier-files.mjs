// After `astro build`, which empties dist/: puts the earlier builds' bundles (`/_astro/…`) back beside the new ones,
// for as long as a page that names them may still be open or served (EARLIER_FILES_KEPT_SECONDS), then prunes them.
// A page a CDN or the proxy keeps, or one left open in a tab, asks for its islands' code on the first tap: with its
// build's files gone, that tap would fail. Bundles are fingerprinted, so two builds' files never share a name.
//
// The files of every build are kept in BUILT_FILES_HISTORY (default data/built-files), one folder per build output
// (`dist` for Node, `dist-edge` for the edge: the argument), with when each stopped being part of the newest build,
// so that the history survives the build that empties its output. Keep that folder between builds (a CI cache, a
// volume) where the build runs on a fresh machine; without it a build keeps nothing earlier.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { EARLIER_FILES_KEPT_SECONDS } from '../src/lib/config.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUTPUT = resolve(ROOT, process.argv[2] ?? 'dist');
const BUILT = join(OUTPUT, 'client/_astro');
const HISTORY = join(resolve(ROOT, process.env.BUILT_FILES_HISTORY ?? 'data/built-files'), basename(OUTPUT));
const RECORD = join(HISTORY, 'record.json');

/** The compressed copies are made again by scripts/precompress.mjs: only the files themselves are kept. */
const isCopy = (name) => /\.(?:br|gz)$/.test(name);

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isCopy(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

/** File → when it stopped being part of the newest build (ms), or null while it is. */
function readRecord() {
  try {
    const record = JSON.parse(readFileSync(RECORD, 'utf8'));
    return record && typeof record === 'object' && !Array.isArray(record) ? record : {};
  } catch {
    return {};
  }
}

const now = Date.now();
const current = new Set(filesUnder(BUILT));
const record = readRecord();
const next = {};
let kept = 0;
let pruned = 0;

for (const [file, supersededAt] of Object.entries(record)) {
  if (current.has(file)) continue;
  const since = typeof supersededAt === 'number' ? supersededAt : now;
  const stored = join(HISTORY, '_astro', file);
  if (now - since > EARLIER_FILES_KEPT_SECONDS * 1000 || !existsSync(stored)) {
    rmSync(stored, { force: true });
    pruned += 1;
    continue;
  }
  next[file] = since;
  mkdirSync(dirname(join(BUILT, file)), { recursive: true });
  copyFileSync(stored, join(BUILT, file));
  kept += 1;
}

for (const file of current) {
  const stored = join(HISTORY, '_astro', file);
  mkdirSync(dirname(stored), { recursive: true });
  if (!existsSync(stored)) copyFileSync(join(BUILT, file), stored);
  next[file] = null;
}

mkdirSync(HISTORY, { recursive: true });
writeFileSync(RECORD, `${JSON.stringify(next, null, 1)}\n`);
console.log(
  `Built files: ${current.size} of this build, ${kept} of earlier builds kept` +
    `${pruned ? `, ${pruned} older than ${EARLIER_FILES_KEPT_SECONDS / 3600} h pruned` : ''}.`,
);
