// The built Node server, loaded by entry.ts once the settings are known to be safe. Built files are sent as they are
// (built-file-server.ts); every other request goes through Astro's pipeline by the Node adapter (src/middleware.ts,
// the route cache, the files under src/pages), the same pipeline `astro dev` and the edge run. Around it only what
// Node alone can do: the request's id, log line and metrics for every answer, the body bound (listener.ts), socket and
// header timeouts and answers to requests Node cannot parse
// (connection-limits.ts), the drain on SIGTERM (graceful-shutdown.ts), memory handed back once traffic stops
// (quiet-memory.ts, with the flags of node-flags.ts), and the metrics on a loopback listener of their own when
// METRICS_PORT asks for one (metrics-listener.ts). Beside the requests, the instance's background work: the webhook
// sender and the accept deadline (background-work.ts).
import '../../identity/identity.server.ts';
import http from 'node:http';
import { handler as astroHandler } from '@astrojs/node/server.js';
import { seedDemoCatalogOnOpen } from '../../catalog/seed.server.ts';
import { isBuiltFilePath } from '../built-files.ts';
import { startBackgroundWork } from './background-work.ts';
import { builtFileServer } from './built-file-server.ts';
import { closeConnection, getDb } from '../db/index.ts';
import { REQUEST_ID_HEADER, requestId } from '../observability/request-id.ts';
import { securityHeaders } from '../security-headers.ts';
import { serverSettings } from '../settings.ts';
import { answerClientError, IDLE_SOCKET_TIMEOUT_MS, SERVER_OPTIONS } from './connection-limits.ts';
import { drainOnSignals } from './graceful-shutdown.ts';
import { listenForMetrics } from './metrics-listener.ts';
import { observedListener } from './listener.ts';
import { returnMemoryWhenQuiet } from './quiet-memory.ts';

type Handler = ReturnType<typeof observedListener>;

// However the built server runs (npm start, astro preview, an operator's own server mounting the handler).
seedDemoCatalogOnOpen();

/**
 * What `astro preview`, or an operator's own Node server, mounts: the built files in `clientDir`, everything else
 * Astro's pipeline (the adapter in its middleware mode, without its file server).
 */
export function storefrontHandler(clientDir: string): Handler {
  const serveBuiltFile = builtFileServer(clientDir);
  return observedListener((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const astro = () => void astroHandler(request, response);
    if (isBuiltFilePath(path)) serveBuiltFile(request, response, path, astro);
    else astro();
  });
}

/** Connections the kernel may hold for the server before it accepts them; the kernel caps it at somaxconn. */
const LISTEN_BACKLOG = 4096;

/** Where the server listens: PORT and HOST by default, `astro preview`'s own when it starts the server. */
export interface ListenAddress {
  port: number;
  host: string;
}

/**
 * Opens the database, then listens on `address` until SIGTERM or SIGINT drains it; resolves with the server once it
 * listens.
 */
export async function start(
  handler: Handler,
  address: ListenAddress = { port: serverSettings().PORT, host: serverSettings().HOST },
): Promise<http.Server> {
  const { port, host } = address;
  // Open, migrate and seed the database before listening, so that a bad configuration stops the start.
  try {
    await getDb();
  } catch (error) {
    console.error(`The storefront could not open its database: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const server = http.createServer(SERVER_OPTIONS, handler);
  const https = serverSettings().SITE_URL?.startsWith('https:') ?? false;
  const headers = securityHeaders({ https });
  // Node's own answers to requests it could not parse carry the security headers and an id too.
  server.on('clientError', (error, socket) =>
    answerClientError([...headers, [REQUEST_ID_HEADER, requestId(undefined)]])(error, socket),
  );
  server.keepAliveTimeout = IDLE_SOCKET_TIMEOUT_MS;
  server.timeout = IDLE_SOCKET_TIMEOUT_MS;
  returnMemoryWhenQuiet(server);
  const background = startBackgroundWork();
  // The background work stops with the drain's first signal: no new delivery starts, and the database closes only
  // once those under way have ended.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void background.stop());
  drainOnSignals(server, {
    graceMs: serverSettings().SHUTDOWN_GRACE_SECONDS * 1000,
    afterDrain: async () => {
      await background.stop();
      await closeConnection();
    },
  });
  // Scraped while the server drains, closed once it is closed.
  const metrics = await metricsListener(https);
  server.once('close', () => metrics?.close());
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    // Connections a burst brings wait in the kernel's queue (up to net.core.somaxconn) rather than past Node's 511,
    // where Linux drops their handshakes and clients wait seconds to try again.
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
      server.off('error', failed);
      listening();
    });
  });
  console.log(`Storefront ready at http://localhost:${port}`);
  return server;
}

/** The metrics' loopback listener when METRICS_PORT asks for one (metrics-listener.ts); a port taken stops the start. */
async function metricsListener(https: boolean): Promise<http.Server | undefined> {
  const port = serverSettings().METRICS_PORT;
  if (port === undefined) return undefined;
  try {
    return await listenForMetrics(port, https);
  } catch (error) {
    console.error(
      `The storefront could not serve its metrics on 127.0.0.1:${port} (METRICS_PORT): ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
