// @ts-check
import { fileURLToPath } from 'node:url';
import cloudflare from '@astrojs/cloudflare';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { devServer } from './src/lib/build/dev-server.ts';
import { edgeTargetPlugin } from './src/lib/build/edge-target.ts';
import { failClosedSignIn } from './src/lib/build/fail-closed-sign-in.ts';
import { nodeEntryPlugin } from './src/lib/build/node-entry.ts';
import { pagePatterns } from './src/lib/build/page-patterns.ts';
import { withOwnPreview } from './src/lib/build/own-preview.ts';
import { hoistTransitiveImportsPlugin } from './src/lib/build/hoist-transitive-imports.ts';
import { minifiedInlineScripts } from './src/lib/build/minified-inline-scripts.ts';
import { MAX_BODY_BYTES } from './src/lib/server/http.ts';
import { PAGE_CSP } from './src/lib/server/security-headers.ts';
import {
  CATALOG_ROUTE_CACHE,
  ROUTE_CACHE_ENTRIES,
  routeCacheRules,
  SHARED_COPIES,
} from './src/lib/server/route-cache.ts';

/**
 * Adds `client:interaction` (an island hydrates on the customer's first touch, focus or key press, not on load) and
 * `client:takeover` (the same moment, for an island whose screen the page painted without React: React renders it
 * in place of the painted markup).
 */
const hydrateOnInteraction = {
  name: 'hydrate-on-interaction',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string, entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      const directives = [
        { name: 'interaction', file: './src/lib/screens/interaction-directive.ts' },
        { name: 'takeover', file: './src/lib/screens/takeover-directive.ts' },
      ];
      for (const { name, file } of directives) {
        addClientDirective({ name, entrypoint: fileURLToPath(new URL(file, import.meta.url)) });
      }
    },
  },
};

/** `npm run edge` builds the same app for a CDN edge (Cloudflare's workerd) into dist-edge/. */
const EDGE = process.env['STOREFRONT_TARGET'] === 'edge';

export default defineConfig({
  output: 'server',
  outDir: EDGE ? './dist-edge' : './dist',
  // On Node the built server is src/lib/server/node/entry.ts around the adapter's handler (in its middleware mode: the
  // entry sends the built files itself, node/built-file-server.ts), and `astro preview` runs that server too.
  // Pages are rendered whole before they are sent (no streaming): the route cache keeps whole answers anyway, and the
  // middleware's limit on renders at once then counts a render until it is done.
  adapter: EDGE
    ? cloudflare({ configPath: './deploy/edge/wrangler.jsonc' })
    : withOwnPreview(node({ mode: 'middleware', bodySizeLimit: MAX_BODY_BYTES, experimentalDisableStreaming: true })),
  // Astro's route cache keeps the catalog's pages and reads, and the customer screens' shells, in the Node server's
  // memory (src/lib/server/route-cache.ts says what and for how long); the edge keeps the catalog data it reads.
  ...(EDGE
    ? {}
    : {
        cache: {
          provider: {
            name: 'storefront-memory',
            entrypoint: './src/lib/server/route-cache-provider.ts',
            config: { max: ROUTE_CACHE_ENTRIES, query: CATALOG_ROUTE_CACHE.query, shared: SHARED_COPIES },
          },
        },
        routeRules: routeCacheRules(),
      }),
  integrations: [react(), hydrateOnInteraction, failClosedSignIn(), devServer(), pagePatterns()],
  server: { port: 4321, host: '127.0.0.1' },
  // The whole stylesheet is about 2 KB compressed: inlining it saves every first visit a render-blocking round trip.
  build: { inlineStylesheets: 'always' },
  // The API authenticates with bearer tokens, which browsers never attach on their own, so cross-site forms cannot forge
  // a call; Astro's origin check would only answer JSON clients' mistakes with a non-JSON 403.
  // Every page carries a Content-Security-Policy (a response header: they are all rendered on request) with the hashes
  // of Astro's inline scripts and styles; src/lib/server/security-headers.ts holds the rest of it and says why.
  security: { checkOrigin: false, csp: PAGE_CSP },
  vite: {
    plugins: [
      hoistTransitiveImportsPlugin(),
      minifiedInlineScripts(),
      ...(EDGE ? [edgeTargetPlugin()] : [nodeEntryPlugin()]),
    ],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The layout's script runs on every page before any interaction: it, the store of the layout's search
                // box, and everything they import make one file, so the header is painted after one request rather
                // than a chain of them on a slow network, and the live filter of `/restaurants` needs nothing else.
                // Islands import the stores from that file, which the page has already run.
                groups: [
                  {
                    name: 'header',
                    test: /[\\/]src[\\/](?:layouts[\\/]BaseLayout\.astro\?astro&type=script|lib[\\/]catalog[\\/]search-store\.ts$)/,
                    priority: 2,
                  },
                  {
                    name: 'customer-screens',
                    test: /[\\/]src[\\/]components[\\/]CustomerScreenScript\.astro\?astro&type=script/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
