import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NODE_ENTRY = fileURLToPath(new URL('../server/node/entry.ts', import.meta.url));

/**
 * For the Node build: dist/server/entry.mjs is built from src/lib/server/node/entry.ts, the adapter's handler inside
 * the storefront's own Node server, rather than from the adapter's module alone. Astro sets the server build's input
 * to the adapter's module in its own `config` hook; this runs after every plugin's `config`, so it has the last word.
 */
export function nodeEntryPlugin(): Plugin {
  return {
    name: 'storefront:node-entry',
    apply: 'build',
    configEnvironment(name, config) {
      if (name !== 'ssr') return;
      config.build ??= {};
      config.build.rolldownOptions = { ...config.build.rolldownOptions, input: { index: NODE_ENTRY } };
    },
  };
}
