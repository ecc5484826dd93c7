// A child started in a process group of its own, and stopped with everything it started. The firebase CLI runs the
// Auth emulator as a Java process of its own: signalling the CLI alone left that process holding port 9099.
import { spawn, type ChildProcess, type IOType, type SpawnOptions } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Starts `command` as the leader of a new process group (`detached`), so that the group can be signalled. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

/** The small process that leads such a group and ends it with its parent (group-leader.ts). */
const GROUP_LEADER = fileURLToPath(new URL('./group-leader.ts', import.meta.url));

/**
 * Starts `command` as spawnGroup does, led by group-leader.ts, which ends the group when this process is gone, however
 * it ended: SIGKILL leaves no handler of this one a chance to stop it, and the emulator it started then held port
 * 9099, where the next start quietly used it. Only its output can be set: its input is this process's pipe to it.
 */
export function spawnGroupTiedToParent(
  command: string,
  args: readonly string[],
  options: Omit<SpawnOptions, 'stdio'> & { stdio?: ['ignore', IOType, IOType] } = {},
): ChildProcess {
  const [, stdout = 'inherit', stderr = 'inherit'] = options.stdio ?? [];
  const child = spawnGroup(process.execPath, [GROUP_LEADER, command, ...args], {
    ...options,
    stdio: ['pipe', stdout, stderr],
  });
  // The pipe only tells the leader that this process is gone; it must not keep this one running.
  (child.stdin as Socket | null)?.unref();
  return child;
}

/** Sends `signal` to every process of `child`'s group; a group already gone is no error. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops `child`'s whole group: SIGTERM, then SIGKILL for whatever is left after `graceMs`. Resolves once no process
 * of the group is left.
 */
export async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const { pid } = child;
  if (pid === undefined) return;
  signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) signalGroup(child, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
