import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** What hoisting needs of an output file: Rolldown's OutputChunk and OutputAsset both fit. */
export type BundleFile =
  { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; code: string } | { type: 'asset' };

/** Every chunk `fileName` imports statically, directly or through others, in breadth-first order. */
export function staticImportClosure(bundle: Record<string, BundleFile>, fileName: string): string[] {
  const found = new Set<string>();
  const queue = [fileName];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const file = bundle[next];
    if (file?.type !== 'chunk') continue;
    for (const imported of file.imports) {
      if (imported === fileName || found.has(imported)) continue;
      found.add(imported);
      queue.push(imported);
    }
  }
  return [...found];
}

/**
 * Adds to every entry chunk an empty import of each chunk it needs only through another one, as Rollup does by default
 * (`output.hoistTransitiveImports`, which Rolldown does not implement). The browser then requests the whole graph as
 * soon as it parses the entry: on a slow network an island's chunks arrive in one round trip instead of up to four.
 * The imports go at the end, after the entry's own, so modules still run in the same order. The entry keeps its
 * content-hashed name: the added imports name only chunks its own imports already lead to, whose names are in it.
 */
export function hoistTransitiveImports(bundle: Record<string, BundleFile>): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.isEntry) continue;
    const direct = new Set(file.imports);
    const hoisted = staticImportClosure(bundle, file.fileName).filter((imported) => !direct.has(imported));
    if (hoisted.length === 0) continue;
    const from = posix.dirname(file.fileName);
    const specifiers = hoisted.map((imported) => {
      const relative = posix.relative(from, imported);
      return relative.startsWith('../') ? relative : `./${relative}`;
    });
    file.code = `${file.code.trimEnd()}\n${specifiers.map((specifier) => `import ${JSON.stringify(specifier)};`).join('')}\n`;
    file.imports = [...file.imports, ...hoisted];
  }
}

/** The Vite plugin: hoists in the browser's build only, once Rolldown has named every chunk. */
export function hoistTransitiveImportsPlugin(): Plugin {
  return {
    name: 'storefront:hoist-transitive-imports',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hoistTransitiveImports(bundle);
      },
    },
  };
}
