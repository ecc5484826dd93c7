import type { AstroIntegration } from 'astro';
import type { Plugin, ViteDevServer } from 'vite';

/** The module that answers which of Astro's routes are pages (src/virtual-modules.d.ts declares it). */
const PAGE_PATTERNS_MODULE = 'virtual:storefront/page-patterns';
const RESOLVED_ID = `\0${PAGE_PATTERNS_MODULE}`;

/**
 * Tells the middleware which route patterns (`/restaurants/[id]`, as `context.routePattern` names them) are pages, from
 * Astro's own table of the files under src/pages: its context says what route a request matched, not whether that
 * route renders a page or runs an endpoint. Only pages wait their turn to render (src/middleware.ts); `/healthz`,
 * `/readyz` and `/metrics` are endpoints, and a health check must never wait behind a flood of renders.
 *
 * Under `astro dev` the table is made again when a file is added or removed under src/pages, and the module with it;
 * Astro loads the middleware again, and so reads the new table, on the next change of a file it has loaded. Until
 * then a page just added renders without waiting its turn, which nobody notices outside a load test.
 */
export function pagePatterns(): AstroIntegration {
  let patterns: string[] = [];
  let devServer: ViteDevServer | undefined;

  const plugin: Plugin = {
    name: 'storefront:page-patterns',
    resolveId: (id) => (id === PAGE_PATTERNS_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default new Set(${JSON.stringify(patterns)});` : undefined),
  };

  return {
    name: 'storefront:page-patterns',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:server:setup': ({ server }) => {
        devServer = server;
      },
      'astro:routes:resolved': async ({ routes }) => {
        patterns = routes
          .filter((route) => route.type === 'page')
          .map((route) => route.pattern)
          .sort();
        for (const environment of Object.values(devServer?.environments ?? {})) {
          const loaded = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (loaded) await environment.reloadModule(loaded);
        }
      },
    },
  };
}
