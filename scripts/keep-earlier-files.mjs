// After `astro build`, which empties dist/: puts the earlier builds' bundles (`/_astro/…`) back beside the new ones,
// for as long as a page that names them may still be open or served (EARLIER_FILES_KEPT_SECONDS), then prunes them.
// A page a CDN or the proxy keeps, or one left open in a tab, asks for its islands' code on the first tap: with its
// build's files gone, that tap would fail. Bundles are fingerprinted, so two builds' files never share a name.
//
// The files of every build are kept in BUILT_FILES_HISTORY (default data/built-files), one folder per build output
// (`dist` for Node, `dist-edge` for the edge: the argument), with when each stopped being part of the newest build,
// so that the history survives the build that empties its output. Keep that folder between builds (a CI cache, a
// volume) where the build runs on a fresh machine; without it a build keeps nothing earlier. What the folder holds is
// checked before it is used: a record's entry that is not a built file's name is ignored, and a file (or link) the
// record does not name is removed.
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { EARLIER_FILES_KEPT_SECONDS } from '../src/lib/config.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUTPUT = resolve(ROOT, process.argv[2] ?? 'dist');
const BUILT = join(OUTPUT, 'client/_astro');
const HISTORY = join(resolve(ROOT, process.env.BUILT_FILES_HISTORY ?? 'data/built-files'), basename(OUTPUT));
const KEPT = join(HISTORY, '_astro');
const RECORD = join(HISTORY, 'record.json');

/** The compressed copies are made again by scripts/precompress.mjs: only the files themselves are kept. */
const isCopy = (name) => /\.(?:br|gz)$/.test(name);

/** A name a build gives a file under `_astro/` (`CartView.WZrAEDrv.js`): no leading dot, nothing but these. */
const BUILT_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/;

/**
 * Whether `file` (a key of the record, or a file found under a folder) is a path this script may use: relative and
 * normalised, each of its parts a built file's name, and inside the folders it is joined to. The record and the
 * history come from a cache between builds; a poisoned one must not make this delete or copy anything elsewhere.
 */
function isBuiltFile(file) {
  if (typeof file !== 'string' || isCopy(file) || !file.split('/').every((part) => BUILT_NAME.test(part))) {
    return false;
  }
  return [KEPT, BUILT].every((folder) => relative(folder, resolve(folder, file)) === file.split('/').join(sep));
}

/** Whether `path` is a file of its own, not a link to one elsewhere. */
const isPlainFile = (path) => existsSync(path) && lstatSync(path).isFile();

/** Every file under `folder`, as paths relative to it, links and copies left out. */
function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isCopy(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Every entry under `folder` that is not a folder (files, links), as paths relative to it. */
function entriesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
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
const current = new Set(filesUnder(BUILT).filter(isBuiltFile));
const record = readRecord();
/** The record this build leaves: file → when it stopped being part of the newest build, or null. */
const next = new Map();
// A history folder or record that is a link would have this write through it, elsewhere.
for (const path of [KEPT, RECORD]) {
  if (existsSync(path) && lstatSync(path).isSymbolicLink()) rmSync(path);
}
let kept = 0;
let pruned = 0;
let ignored = 0;

for (const [file, supersededAt] of Object.entries(record)) {
  if (!isBuiltFile(file)) {
    ignored += 1;
    continue;
  }
  if (current.has(file)) continue;
  const since = typeof supersededAt === 'number' ? supersededAt : now;
  const stored = join(KEPT, file);
  if (now - since > EARLIER_FILES_KEPT_SECONDS * 1000 || !isPlainFile(stored)) {
    pruned += 1;
    continue;
  }
  next.set(file, since);
  mkdirSync(dirname(join(BUILT, file)), { recursive: true });
  copyFileSync(stored, join(BUILT, file));
  kept += 1;
}

for (const file of current) {
  const stored = join(KEPT, file);
  mkdirSync(dirname(stored), { recursive: true });
  if (!isPlainFile(stored)) {
    rmSync(stored, { force: true });
    copyFileSync(join(BUILT, file), stored);
  }
  next.set(file, null);
}

// Whatever the history holds that the new record does not name goes: files pruned above, files no record ever knew
// (an interrupted build's, a cache's), links.
for (const entry of entriesUnder(KEPT)) {
  if (!next.has(entry.split(sep).join('/'))) rmSync(join(KEPT, entry), { force: true });
}

mkdirSync(HISTORY, { recursive: true });
writeFileSync(RECORD, `${JSON.stringify(Object.fromEntries(next), null, 1)}\n`);
console.log(
  `Built files: ${current.size} of this build, ${kept} of earlier builds kept` +
    `${pruned ? `, ${pruned} older than ${EARLIER_FILES_KEPT_SECONDS / 3600} h pruned` : ''}.`,
);
if (ignored) console.warn(`Built files: ${ignored} entries of ${RECORD} not a built file, left alone.`);
