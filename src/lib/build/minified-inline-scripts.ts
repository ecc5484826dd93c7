import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The modules whose functions pages write inline from their source (src/lib/server/inline-script.ts, `inlineScript`).
 * One left out of this list is still written correctly, only larger.
 */
const INLINE_SCRIPT_SOURCES = [
  'src/lib/screens/early-account-press.ts',
  'src/lib/screens/low-priority-scripts.ts',
  'src/lib/cart/cart-first-paint.ts',
  'src/lib/cart/cart-pictures.ts',
  'src/lib/screens/kept-screen.ts',
].map((path) => fileURLToPath(new URL(`../../../${path}`, import.meta.url)));

/**
 * Minifies, on the server too, the modules whose functions the pages write inline: the server's build is not minified,
 * and their source would go into every page with its long names. Every page's document and headers must fit in TCP's
 * first window, 14,600 bytes: one round trip on a slow network
 * (docs/decisions/067-every-document-in-one-round-trip.md). Vite prints the module again after this, so the names are
 * short but the spacing is its own.
 */
export function minifiedInlineScripts(): Plugin {
  return {
    name: 'storefront:minified-inline-scripts',
    // After Vite has made the TypeScript into JavaScript.
    enforce: 'post',
    async transform(code, id) {
      if (!INLINE_SCRIPT_SOURCES.includes(id)) return undefined;
      const minified = await transform(code, {
        loader: 'js',
        format: 'esm',
        target: 'es2022',
        minify: true,
        sourcemap: true,
        sourcefile: id,
      });
      return { code: minified.code, map: minified.map };
    },
  };
}
