import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The Node target module, which the edge build replaces with its sibling edge.ts (src/lib/server/target/source.ts). */
const NODE_TARGET = /([\\/]src[\\/]lib[\\/]server[\\/]target[\\/])node\.ts$/;

/**
 * What only the origin runs: the API's calls (each feature's `*-calls.server.ts`), the health checks, the metrics and
 * CSP report endpoints. Their endpoint files are built for the edge too (one src/pages for both), but the edge's
 * middleware hands those requests to the origin before they reach them (src/lib/server/target/edge.ts), so the edge
 * gets a stand-in for each module.
 */
const ORIGIN_ONLY =
  /[\\/]src[\\/]lib[\\/](?:[a-z-]+[\\/][a-z-]+-calls\.server|server[\\/](?:health|observability[\\/]operator-endpoints))\.ts$/;

const EXPORTED_NAME = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm;

/** A module with the same exports as `file`, each one a function that says it belongs to the origin. */
function standIn(file: string): string {
  const names = [...readFileSync(file, 'utf8').matchAll(EXPORTED_NAME)].map((match) => match[1]);
  const lines = names.map((name) => `export const ${name} = originOnly;`);
  return [
    `function originOnly() { throw new Error(${JSON.stringify(`${file} runs at the origin, not at the edge`)}); }`,
    ...lines,
  ].join('\n');
}

/**
 * For the edge build: every import of the Node target resolves to the edge one, and the origin's own modules to
 * stand-ins, so the bundle holds neither the database nor Firebase Admin nor the operator's metrics, which the edge
 * runtime cannot run and must not need.
 */
export function edgeTargetPlugin(): Plugin {
  return {
    name: 'storefront:edge-target',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      if (NODE_TARGET.test(resolved.id)) return resolved.id.replace(NODE_TARGET, '$1edge.ts');
      if (ORIGIN_ONLY.test(resolved.id)) return `\0origin-only:${resolved.id}`;
      return null;
    },
    load(id) {
      return id.startsWith('\0origin-only:') ? standIn(id.slice('\0origin-only:'.length)) : null;
    },
  };
}
