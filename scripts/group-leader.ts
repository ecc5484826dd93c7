// `node scripts/group-leader.ts <command> [args…]`: runs the command inside this process's group, which
// process-group.ts (spawnGroupTiedToParent) starts as a group of its own, and ends the whole group when the process
// that started it is gone, however it ended: its end of this process's stdin closes even when it was killed with
// SIGKILL, which no handler of its own could see. Exits with the command's code.
import { spawn } from 'node:child_process';

/** How long the group has to stop on SIGTERM before what is left of it is killed. */
const GRACE_MS = 5_000;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/group-leader.ts <command> [args…]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
child.once('error', (error) => {
  console.error(`${command} could not be started: ${error.message}`);
  process.exit(1);
});
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

let ending = false;

/** Stops every process of the group (this one waits for the command), then kills what is left after GRACE_MS. */
function endGroup(): void {
  if (ending) return;
  ending = true;
  signalGroup('SIGTERM');
  setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
}

function signalGroup(signal: NodeJS.Signals): void {
  try {
    process.kill(-process.pid, signal);
  } catch {
    // The group is gone already.
  }
}

// The parent's end of the pipe closed: the parent is gone.
process.stdin.on('end', endGroup).on('close', endGroup).on('error', endGroup).resume();
// The group was told to stop (the parent stops it whole, process-group.ts): this one goes once the command has gone.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, endGroup);
