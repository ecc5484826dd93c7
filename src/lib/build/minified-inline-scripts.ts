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
].map((path) => fileURLToPath(new URL(`../../../${path}`, import.meta.url)));

/**
 * Minifies, on the server too, the modules whose functions the pages write inline: the server's build is not minified,
 * and their source went into every page as written, comments' places, indentation and long names included. Every
 * page's document and headers must fit in TCP's first window (14,600 bytes: one round trip on a slow network), and
 * the pages stood within 100 bytes of it.
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
