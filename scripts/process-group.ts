// A child started in a process group of its own, and stopped with everything it started. The firebase CLI runs the
// Auth emulator as a Java process of its own: signalling the CLI alone left that process holding port 9099.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Starts `command` as the leader of a new process group (`detached`), so that the group can be signalled. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
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
