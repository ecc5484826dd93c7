import type { Server, ServerResponse } from 'node:http';
import { reportShuttingDown } from './health.ts';

export interface DrainOptions {
  /** The longest the requests in flight may take to finish; past it the rest are cut. */
  graceMs: number;
  /** Runs once the server has no connection left (closes the database). */
  afterDrain: () => Promise<void>;
}

/**
 * On SIGTERM (a deploy or a scale-down) or SIGINT, an instance stops taking connections and finishes what is in flight
 * before it exits 0, so that no customer's request fails with it: /readyz answers 503 from then on, idle keep-alive
 * connections are closed, and every answer still to be sent carries `Connection: close`, so each remaining connection
 * closes once its answer has gone. Requests still running after `graceMs` are cut and the process exits 1. A second
 * signal cuts them at once.
 */
export function drainOnSignals(server: Server, { graceMs, afterDrain }: DrainOptions): void {
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  // Ahead of the server's own handler, which may answer at once (from a cache) before a later listener runs.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // An answer whose headers had left before the drain began kept its connection alive: close it now it is idle.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  const cut = (reason: string) => {
    console.error(`${reason}: closing ${inFlight.size} connection(s) with requests still running.`);
    server.closeAllConnections();
    process.exit(1);
  };

  const drain = (signal: NodeJS.Signals) => {
    if (draining) {
      cut(`${signal} again`);
      return;
    }
    draining = true;
    reportShuttingDown();
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    server.close(() => {
      afterDrain().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Closing after the drain failed', error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    console.log(`${signal}: no longer listening; finishing ${inFlight.size} request(s) in flight, then exiting.`);
    setTimeout(() => cut(`Requests still running after ${graceMs} ms`), graceMs).unref();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, drain);
}
