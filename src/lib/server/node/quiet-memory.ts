import type { EventEmitter } from 'node:events';

/**
 * V8 grows its heap through a burst of traffic and, in a server, keeps it: its memory reducer waits for a low
 * allocation rate that it measures only during garbage collections, and those stop when the traffic does. After the
 * bench's load the server stayed at 250-310 MB resident for good; one memory-reducing collection (about 50 ms on a heap
 * of 50 MB) brought it to about 135 MB. This runs that collection once the server has gone quiet after being busy,
 * when the pause holds up nobody.
 */

export interface QuietMemoryOptions {
  /** How often the server's traffic is looked at. */
  windowMs?: number;
  /** A window with at most this many requests is quiet; one with more is busy. */
  quietRequests?: number;
  /** The memory-reducing collection; by default V8's, when Node runs with `--expose-gc`. */
  collect?: (() => void) | undefined;
}

const WINDOW_MS = 5_000;
const QUIET_REQUESTS = 5;

function lastResortCollection(): (() => void) | undefined {
  const { gc } = globalThis;
  // "last-resort" is the collection V8 runs under memory pressure: it compacts and hands pooled pages back.
  return gc ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined;
}

/**
 * Collects once after every busy stretch, in the first quiet window that follows it. Does nothing when no collection
 * is available (Node without `--expose-gc`). Returns a function that stops watching.
 */
export function returnMemoryWhenQuiet(
  server: EventEmitter,
  { windowMs = WINDOW_MS, quietRequests = QUIET_REQUESTS, collect = lastResortCollection() }: QuietMemoryOptions = {},
): () => void {
  if (!collect) return () => {};
  let requests = 0;
  let owed = false;
  const count = () => {
    requests += 1;
  };
  server.on('request', count);
  const timer = setInterval(() => {
    if (requests > quietRequests) owed = true;
    else if (owed) {
      owed = false;
      collect();
    }
    requests = 0;
  }, windowMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', count);
  };
}
