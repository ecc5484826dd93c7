// Where the CPU goes during a load: on one 2-core machine the load's client, nginx, the instances and PostgreSQL all
// share it, so each one's CPU time over a run says what limits the throughput.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/**
 * A process's parent and its CPU ticks (user + system), its own and those of its children that ended and were waited
 * for (a PostgreSQL backend that ends is counted in its server's), from /proc/<pid>/stat; undefined once it is gone.
 */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { parent: Number(fields[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return undefined;
  }
}

/** CPU seconds the processes `pids` and all their descendants (nginx's workers, PostgreSQL's backends) have used. */
export function cpuSeconds(pids) {
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = stat(entry);
    if (found) all.set(Number(entry), found);
  }
  const wanted = new Set(pids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { parent }] of all) {
      if (!wanted.has(pid) && wanted.has(parent)) {
        wanted.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of wanted) ticks += all.get(pid)?.ticks ?? 0;
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds used by this process's children that have ended and been waited for: the bench's load clients. */
export function endedChildrenCpuSeconds() {
  const text = readFileSync('/proc/self/stat', 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}
