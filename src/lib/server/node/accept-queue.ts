import { readFileSync } from 'node:fs';

/**
 * Connections the kernel has made for a listening socket that the server has not accepted yet. Closing the listener
 * resets them, and a client such as nginx has often sent its request down one already: a POST sent so fails and must
 * not be retried (it is the drain's concern, graceful-shutdown.ts). Node has no call for this count; Linux shows it in
 * /proc/net/tcp and tcp6: the `rx_queue` of the socket in the LISTEN state (`0A`) counts the connections completed,
 * and each one still half-open (the client's last handshake packet not yet taken in, on a busy machine) is a line of
 * its own in the SYN_RECV state (`03`), whose client may already be sending.
 */

const TABLES = ['/proc/net/tcp', '/proc/net/tcp6'];
const LISTEN = '0A';
const SYN_RECV = '03';

/**
 * How many connections wait to be accepted on the listeners of `port` in one of those tables' text: those completed,
 * summed over every listener of the port (one per address it listens on), and those half-open.
 */
export function queuedOnPort(table: string, port: number): number {
  let queued = 0;
  for (const line of table.split('\n').slice(1)) {
    // sl, local address:port, remote address:port, state, tx_queue:rx_queue, …
    const [, local = '', , state, queues = ''] = line.trim().split(/\s+/);
    if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) !== port) continue;
    if (state === LISTEN) queued += Number.parseInt(queues.slice(queues.indexOf(':') + 1), 16) || 0;
    else if (state === SYN_RECV) queued += 1;
  }
  return queued;
}

/** The connections waiting to be accepted on `port`, or undefined where the system does not tell (not Linux). */
export function acceptQueueLength(port: number, read: (path: string) => string = readTable): number | undefined {
  let known = false;
  let queued = 0;
  for (const path of TABLES) {
    try {
      queued += queuedOnPort(read(path), port);
      known = true;
    } catch {
      // A system without this table (no IPv6, not Linux).
    }
  }
  return known ? queued : undefined;
}

function readTable(path: string): string {
  return readFileSync(path, 'latin1');
}
