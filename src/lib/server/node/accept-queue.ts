import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Connections the kernel has completed for a listening socket that the server has not accepted yet. Closing the
 * listener resets them, and a client such as nginx has often sent its request down one already: a POST sent so fails
 * and must not be retried (it is the drain's concern, graceful-shutdown.ts). Node has no call for this count; Linux
 * shows it in /proc/net/tcp (tcp6 for IPv6 listeners) as the `rx_queue` of the socket in the LISTEN state (`0A`).
 *
 * Only the head of the table is read, a little at a time, up to the listener's own line: the kernel lists listeners
 * first and makes each line as it is read, while reading the whole table is slow enough for new connections to arrive
 * that the close then resets (docs/decisions/032-the-sigterm-drain.md).
 */

const LISTEN = '0A';
/** Less than a line (150 bytes in tcp, more in tcp6), so that the kernel makes no line ahead of the one read. */
const CHUNK_BYTES = 128;

/** The table's text, a piece at a time, as long as the caller asks for more. */
export type TableReader = (path: string) => Iterable<string>;

/**
 * How many connections wait to be accepted on the listener of `port`, from the head of a table whose text comes in
 * `pieces`; 0 when the listeners end without it. Stops asking for pieces once it has the listener's line.
 */
export function queuedOnPort(pieces: Iterable<string>, port: number): number {
  let rest = '';
  let header = true;
  for (const piece of pieces) {
    const lines = (rest + piece).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (header) {
        header = false;
        continue;
      }
      // sl, local address:port, remote address:port, state, tx_queue:rx_queue, …
      const [, local = '', , state, queues = ''] = line.trim().split(/\s+/);
      if (state !== LISTEN) return 0;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port) {
        return Number.parseInt(queues.slice(queues.indexOf(':') + 1), 16) || 0;
      }
    }
  }
  return 0;
}

/**
 * The connections waiting to be accepted on `port` of the given address family, or undefined where the system does
 * not tell (not Linux).
 */
export function acceptQueueLength(
  port: number,
  family: 'IPv4' | 'IPv6',
  read: TableReader = readTable,
): number | undefined {
  try {
    return queuedOnPort(read(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp'), port);
  } catch {
    return undefined;
  }
}

function* readTable(path: string): Generator<string> {
  const file = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    for (let read = readSync(file, buffer); read > 0; read = readSync(file, buffer)) {
      yield buffer.toString('latin1', 0, read);
    }
  } finally {
    closeSync(file);
  }
}
