// Every dependency with an install script was reviewed: package.json's `allowScripts` allows or refuses it by name.
// npm itself fails an install over an unreviewed one (.npmrc: strict-allow-scripts), but only for the packages this
// platform installs; the lockfile holds every platform's.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as Record<string, unknown>;

test('every package in the lockfile with an install script is allowed or refused in allowScripts', () => {
  const lock = readJson('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const reviewed = (readJson('package.json')['allowScripts'] ?? {}) as Record<string, boolean>;
  // The entry '' is the project itself.
  const withScripts = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));

  expect(withScripts.filter((name) => !(name in reviewed))).toEqual([]);
  // And two decisions of docs/decisions/041-node-24-from-npm-and-reviewed-install-scripts.md: the pinned Node is
  // installed by its script; re2 is never built.
  expect([reviewed['node'], reviewed['re2']]).toEqual([true, false]);
});
