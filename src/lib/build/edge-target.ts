import type { Plugin } from 'vite';

/** The Node target module, which the edge build replaces with its sibling edge.ts (src/lib/server/target/source.ts). */
const NODE_TARGET = /([\\/]src[\\/]lib[\\/]server[\\/]target[\\/])node\.ts$/;

/**
 * For the edge build: every import of the Node target resolves to the edge one, so the bundle holds neither the
 * database nor Firebase Admin, which the edge runtime cannot run and must not need.
 */
export function edgeTargetPlugin(): Plugin {
  return {
    name: 'storefront:edge-target',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('node.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && NODE_TARGET.test(resolved.id) ? resolved.id.replace(NODE_TARGET, '$1edge.ts') : null;
    },
  };
}
