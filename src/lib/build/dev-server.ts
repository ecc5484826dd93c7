import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment, type Plugin } from 'vite';

type ListenerModule = typeof import('../server/node/listener.ts');

/** The Node server's listener, loaded by the module runner that runs the pages and endpoints under `astro dev`. */
const LISTENER = '/src/lib/server/node/listener.ts';

/**
 * Vite's own addresses under `astro dev`: the modules it transforms for the browser, its client and HMR, and the
 * dependencies it bundled. The built server has no such files, so they are left to Vite, unlogged; everything else
 * (pages, endpoints, the files of `public/`) is answered through the listener, as the built server answers it.
 */
const VITE_MODULE = /^\/(?:@|__|node_modules\/|src\/)/;

/**
 * `astro dev` answers through the built server's listener (src/lib/server/node/listener.ts), in front of Vite's and
 * Astro's own middlewares and Astro's pipeline, so that development takes the same path as production: the security
 * headers on every answer (Astro's dev guards' refusals too), the request's id, its log line and metrics, an address
 * that cannot be decoded refused 400, bodies read whole and bounded (413 past the limit), the methods no web Request
 * can carry refused, and a customer's kept read sent again before the pipeline (customer-read-replay.ts).
 *
 * The listener is loaded through the module runner Astro renders with, so it shares one copy of every server module
 * (the kept reads, the kept verifications, the database, the metrics) with the endpoints, and an edit to it applies to
 * the next request. Astro reads a body the listener has read from `request.body`, as its Node adapter does (a patch of
 * ours, patches/astro+7.3.5.patch). Astro runs no route cache under `astro dev`, so the listener finds no kept copy to
 * send there.
 */
export function devServer(): AstroIntegration {
  return {
    name: 'storefront:dev-server',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [listenerFirst()] } });
      },
    },
  };
}

function listenerFirst(): Plugin {
  return {
    name: 'storefront:node-listener',
    apply: 'serve',
    configureServer(server) {
      // The log names the instance by PORT (observability/process.ts), as the built server and `astro preview` set
      // it; under `astro dev` the port is the one Vite listens on, which `--port` or a port found taken decides.
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object') process.env['PORT'] = String(address.port);
      });
      const ssr = server.environments['ssr'];
      if (!ssr || !isRunnableDevEnvironment(ssr)) {
        throw new Error('astro dev has no runnable server environment to load the storefront listener in.');
      }
      const listen = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        const method = request.method ?? 'GET';
        if ((method === 'GET' || method === 'HEAD') && VITE_MODULE.test(request.url ?? '/')) return next();
        ssr.runner
          .import<ListenerModule>(LISTENER)
          .then(({ observedListener }) => observedListener(() => next())(request, response))
          .catch(next);
      };
      // Run once Vite's middlewares and Astro's are in place: Astro puts its dev guards first in a hook like this one,
      // which runs before ours (Astro's plugins come before a project's), and the listener must come before them, as
      // it comes before everything in the built server.
      return () => {
        server.middlewares.stack.unshift({ route: '', handle: listen as never });
      };
    },
  };
}
