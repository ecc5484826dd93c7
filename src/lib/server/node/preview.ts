// `astro preview`'s server (the adapter's previewEntrypoint, set by src/lib/build/own-preview.ts): the built storefront's
// own Node server, the one `npm start` runs, with its timeouts, answers to unparsable requests, drain on SIGTERM and
// memory handed back, on the address `astro preview` was given. The adapter's preview server would run the handler
// alone, in a plain Node server without any of them.
//
// Astro's CLI imports this file as it is (Node strips its types), so it imports nothing of the storefront's but the
// built entry: the server's modules load once, from the build.
import type { PreviewServer, PreviewServerParams } from 'astro';
import type { Server } from 'node:http';

interface BuiltEntry {
  listen(address: { port: number; host: string }): Promise<Server>;
}

export default async function createPreviewServer(preview: PreviewServerParams): Promise<PreviewServer> {
  // No host means every interface (`astro preview --host`). The entry's settings check reads HOST, and refuses demo
  // sign-in on anything but loopback unless told otherwise: it must see the address the server will listen on.
  const host = process.env['HOST'] ?? preview.host ?? '0.0.0.0';
  process.env['HOST'] = host;
  process.env['PORT'] = String(preview.port);
  // The entry then starts no server of its own (before-start.ts).
  process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';
  const entry = (await import(preview.serverEntrypoint.href)) as BuiltEntry;
  const server = await entry.listen({ port: preview.port, host });
  const closed = new Promise<void>((done) => server.once('close', () => done()));
  return {
    host,
    port: preview.port,
    closed: () => closed,
    stop: async () => {
      server.closeIdleConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
