import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { reportShuttingDown } from '../health.ts';
import { acceptQueueLength } from './accept-queue.ts';
import { ResponsesInFlight } from './responses-in-flight.ts';

export interface DrainOptions {
  /** The longest the requests in flight may take to finish; past it the rest are cut. */
  graceMs: number;
  /** Runs once the server has no connection left (closes the database). */
  afterDrain: () => Promise<void>;
}

/**
 * How long an idle keep-alive connection is left open once the drain begins. A client may be sending a request down it
 * at the very moment the server closes it, and then sees the connection reset: a proxy retries a GET elsewhere but
 * must not retry a POST that may have been acted on, so the customer's order or cart change would fail. Left open, a
 * request that arrives on it is answered (with `Connection: close`), and a proxy that closes its idle connections
 * sooner than this (the recipe in deploy/ does) has closed the rest itself by then.
 */
export const IDLE_LINGER_MS = 3_000;

/**
 * The longest the drain waits for the connections the kernel holds for the listener to be accepted before it closes
 * it (stopListening). Each loop turn accepts every one waiting, so only a flood of new connections keeps the queue from
 * emptying.
 */
const ACCEPT_QUEUE_WAIT_MS = 1_000;

/**
 * Stops listening, calls `stopped` once it has, then `closed` once no connection is left (net.Server's close;
 * http.Server's own would also close the idle connections at once, which the drain's linger avoids). First it lets
 * every connection the kernel has already completed be accepted: closing the listener resets those, and a proxy that
 * opened one a moment before has sent its request down it, a POST that it then answers with its own error and must not
 * retry (docs/decisions/032-the-sigterm-drain.md). Where the system does not show that queue, or once ACCEPT_QUEUE_WAIT_MS
 * has passed, the listener closes as it is.
 */
function stopListening(
  server: Server,
  { stopped, closed }: { stopped: () => void; closed: () => void },
  deadline = Date.now() + ACCEPT_QUEUE_WAIT_MS,
): void {
  const address = server.address();
  const queued =
    typeof address === 'object' && address
      ? acceptQueueLength(address.port, address.family === 'IPv6' ? 'IPv6' : 'IPv4')
      : undefined;
  if (queued && Date.now() < deadline) {
    // The next loop turn polls the listener and accepts them.
    setImmediate(() => stopListening(server, { stopped, closed }, deadline));
    return;
  }
  NetServer.prototype.close.call(server, closed);
  stopped();
}

/**
 * On SIGTERM (a deploy or a scale-down) or SIGINT, an instance stops taking connections and finishes what is in flight
 * before it exits 0, so that no customer's request fails with it: /readyz answers 503 from then on; once the
 * connections already made are accepted and the listener is closed, every answer still to be sent carries
 * `Connection: close`, so each connection closes once its answer has gone, and connections that sit idle are closed
 * after IDLE_LINGER_MS (or the grace, if shorter). Requests still running after `graceMs` are cut and the process
 * exits 1. A second signal cuts them at once.
 */
export function drainOnSignals(server: Server, { graceMs, afterDrain }: DrainOptions): void {
  let signalled = false;
  let draining = false;
  let lingerOver = false;
  // An answer whose headers had left before the drain began kept its connection alive: once the idle connections'
  // time is up, close it as soon as it is idle.
  const inFlight = new ResponsesInFlight(() => {
    if (lingerOver) setImmediate(() => server.closeIdleConnections());
  });

  // Ahead of the server's own handler, which may answer at once (from a cache) before a later listener runs.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    inFlight.add(response);
  });

  const cut = (reason: string) => {
    console.error(`${reason}: closing ${inFlight.size} connection(s) with requests still running.`);
    server.closeAllConnections();
    process.exit(1);
  };

  const drain = (signal: NodeJS.Signals) => {
    if (signalled) {
      // Nothing running is nothing to cut (a terminal's Ctrl-C reaches a supervisor's instances too, which then signal
      // them again): only the idle connections' wait ends.
      if (inFlight.size > 0) cut(`${signal} again`);
      else server.closeAllConnections();
      return;
    }
    signalled = true;
    reportShuttingDown();
    stopListening(server, {
      // Only once the listener is closed do answers close their connections: before, each answer that closed one had
      // the proxy open another to this instance for its next request, one more for the listener's queue.
      stopped: () => {
        draining = true;
        for (const response of inFlight) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        console.log(`${signal}: no longer listening; finishing ${inFlight.size} request(s) in flight, then exiting.`);
        setTimeout(
          () => {
            lingerOver = true;
            server.closeIdleConnections();
          },
          Math.min(IDLE_LINGER_MS, graceMs),
        ).unref();
      },
      closed: () =>
        afterDrain().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('Closing after the drain failed', error);
            process.exit(1);
          },
        ),
    });
    setTimeout(() => {
      if (inFlight.size > 0) cut(`Requests still running after ${graceMs} ms`);
      // Only idle connections are left: closing them ends the drain as planned.
      else server.closeAllConnections();
    }, graceMs).unref();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, drain);
}
