import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const PREVIEW_ENTRYPOINT = fileURLToPath(new URL('../server/node/preview.ts', import.meta.url));

/**
 * The Node adapter's integration, with `astro preview` running the storefront's own Node server
 * (src/lib/server/node/preview.ts) rather than the adapter's plain one: the adapter takes no option for it, so the
 * adapter it sets is given our preview entrypoint on its way to Astro.
 */
export function withOwnPreview(adapter: AstroIntegration): AstroIntegration {
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': async (options) => {
        await configDone?.({
          ...options,
          setAdapter: (settings) => options.setAdapter({ ...settings, previewEntrypoint: PREVIEW_ENTRYPOINT }),
        });
      },
    },
  };
}
