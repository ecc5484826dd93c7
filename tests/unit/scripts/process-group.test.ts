import { expect, test } from 'vitest';
import { spawnGroup, stopGroup } from '../../../scripts/process-group.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A parent that starts a grandchild which ignores its parent's end, as the firebase CLI starts the emulator. */
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
console.log(child.pid);
setInterval(() => {}, 1000);
`;

test('stopping a group stops the process it started too, where signalling the leader alone left it running', async () => {
  const leader = spawnGroup(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
  const grandchild = await new Promise<number>((resolve) =>
    leader.stdout?.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  expect([alive(leader.pid ?? 0), alive(grandchild)]).toEqual([true, true]);
  await stopGroup(leader, 5_000);
  expect([alive(leader.pid ?? 0), alive(grandchild)]).toEqual([false, false]);
});
