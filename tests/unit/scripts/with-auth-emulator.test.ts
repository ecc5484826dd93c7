import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

/** Stands in for the firebase CLI: says what it was given, then runs the command as `emulators:exec` does. */
const FAKE_FIREBASE = `#!/bin/sh
echo "firebase $1 $2 $3 $4 $5, CI=\${CI-unset}"
exec sh -c "$6"
`;

const bin = mkdtempSync(join(tmpdir(), 'fake-firebase-'));
writeFileSync(join(bin, 'firebase'), FAKE_FIREBASE);
chmodSync(join(bin, 'firebase'), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function run(ci: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env['PATH']}` };
  delete env['CI'];
  if (ci !== undefined) env['CI'] = ci;
  const result = spawnSync(
    process.execPath,
    ['scripts/with-auth-emulator.ts', 'echo "command CI=${CI-unset}"; exit 3'],
    { env, encoding: 'utf8' },
  );
  return { status: result.status, lines: result.stdout.trim().split('\n') };
}

test('the firebase CLI starts with CI set, so it fetches nothing from the internet, and the command runs without it', () => {
  expect(run(undefined)).toEqual({
    status: 3,
    lines: ['firebase emulators:exec --only auth --project demo-storefront, CI=true', 'command CI=unset'],
  });
});

test('a caller that sets CI keeps its value, for the CLI and the command', () => {
  expect(run('1')).toEqual({
    status: 3,
    lines: ['firebase emulators:exec --only auth --project demo-storefront, CI=1', 'command CI=1'],
  });
});
