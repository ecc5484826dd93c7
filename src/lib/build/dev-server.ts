import { IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment, type Plugin } from 'vite';

type ListenerModule = typeof import('../server/node/listener.ts');
type BackgroundModule = typeof import('../server/node/background-work.ts');
type SeedModule = typeof import('../catalog/seed.server.ts');

/** The Node server's listener, loaded by the module runner that runs the pages and endpoints under `astro dev`. */
const LISTENER = '/src/lib/server/node/listener.ts';
/** The instance's background work (the webhook sender, the accept deadline), loaded by that runner too. */
const BACKGROUND_WORK = '/src/lib/server/node/background-work.ts';
/** The demo catalog's seed, passed to the database module of that runner before the database is first used. */
const DEMO_SEED = '/src/lib/catalog/seed.server.ts';

/**
 * Vite's own addresses under `astro dev`: the modules it transforms for the browser, its client and HMR, and the
 * dependencies it bundled. The built server has no such files, so they are left to Vite, unlogged; everything else
 * (pages, endpoints, the files of `public/`) is answered through the listener, as the built server answers it.
 */
const VITE_MODULE = /^\/(?:@|__|node_modules\/|src\/)/;

/**
 * What the project's own programs write inside its folder while `astro dev` runs: the databases, the tests' copies of
 * the project and the built files kept across deploys (data/), the builds, wrangler's local state and the reports.
 * Vite watches the whole folder, and a tsconfig.json appearing anywhere in it (a test's copy of the project) makes it
 * reload every open page and compile every module again.
 */
const WRITTEN_WHILE_RUNNING = ['data', 'dist', 'dist-edge', '.wrangler', 'bench-results', 'playwright-report'];

/**
 * Where a build keeps Vite's bundled dependencies, apart from `astro dev`'s (node_modules/.vite/deps). A build starts
 * a Vite server of its own that bundles them again, with another configuration, into the same folder: the modules an
 * open dev page had not loaded yet (the Firebase SDK, fetched on the first Sign In) then answered 504 "Outdated
 * Optimize Dep", and the next `astro dev` bundled everything once more before its first page.
 */
const BUILD_CACHE = 'node_modules/.vite/build';

/**
 * `astro dev` answers through the built server's listener (src/lib/server/node/listener.ts), in front of Vite's and
 * Astro's own middlewares and Astro's pipeline, so that development takes the same path as production: the security
 * headers on every answer (Astro's dev guards' refusals too), the request's id, its log line and metrics, an address
 * that cannot be decoded refused 400, bodies read whole and bounded (413 past the limit), the methods no web Request
 * can carry refused.
 *
 * The listener is loaded through the module runner Astro renders with, so it shares one copy of every server module
 * (the kept verifications, the database, the metrics) with the endpoints, and an edit to it applies to the next
 * request. Astro's dev pipeline reads a body from the request's stream, which the listener has already read: the
 * request goes on as a copy whose stream holds that body (bodyReplayed).
 *
 * The instance's background work (the webhook sender, the accept deadline) starts once it listens, as the built
 * server's does. It also keeps `astro dev` apart from what runs beside it: a build (`npm start`, `npm test`, a test deploying a copy)
 * keeps its bundled dependencies elsewhere, and what the project's programs write is not watched.
 */
export function devServer(): AstroIntegration {
  return {
    name: 'storefront:dev-server',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        const inProject = (path: string) => fileURLToPath(new URL(path, config.root));
        if (command !== 'dev') {
          updateConfig({ vite: { cacheDir: inProject(BUILD_CACHE) } });
          return;
        }
        updateConfig({
          vite: {
            plugins: [listenerFirst()],
            server: { watch: { ignored: WRITTEN_WHILE_RUNNING.map((folder) => `${inProject(folder)}/**`) } },
          },
        });
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
      const ssr = server.environments['ssr'];
      if (!ssr || !isRunnableDevEnvironment(ssr)) {
        throw new Error('astro dev has no runnable server environment to load the storefront listener in.');
      }
      let seeding: Promise<void> | undefined;
      const seedOnOpen = () =>
        (seeding ??= ssr.runner
          .import<SeedModule>(DEMO_SEED)
          .then(({ seedDemoCatalogOnOpen }) => seedDemoCatalogOnOpen()));
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object') process.env['PORT'] = String(address.port);
        // As the built server runs it beside its requests, with the same modules as the endpoints (an order placed
        // wakes this sender).
        void seedOnOpen()
          .then(() => ssr.runner.import<BackgroundModule>(BACKGROUND_WORK))
          .then(({ startBackgroundWork }) => {
            const work = startBackgroundWork();
            server.httpServer?.once('close', () => void work.stop());
          })
          .catch((error: unknown) => console.error('The background work did not start', error));
      });
      const listen = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        const method = request.method ?? 'GET';
        if (REPLAYED in request) return next();
        if ((method === 'GET' || method === 'HEAD') && VITE_MODULE.test(request.url ?? '/')) return next();
        seedOnOpen()
          .then(() => ssr.runner.import<ListenerModule>(LISTENER))
          .then(({ observedListener }) =>
            observedListener((read: IncomingMessage & { body?: Buffer }) => {
              if (read.body === undefined) return next();
              server.middlewares.handle(bodyReplayed(read, read.body), response, next);
            })(request, response),
          )
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

const REPLAYED = Symbol('storefront.replayed');

/**
 * A copy of `request` whose stream holds `body`, marked so that the listener lets it pass: the rest of Vite's and
 * Astro's middlewares read it as they would have read the request.
 */
function bodyReplayed(request: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = Object.assign(new IncomingMessage(request.socket), {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    // Read whole: an IncomingMessage not marked complete destroys its socket when its stream ends.
    complete: true,
    [REPLAYED]: true,
  });
  copy.push(body);
  copy.push(null);
  return copy;
}
