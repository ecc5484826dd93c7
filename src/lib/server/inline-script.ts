import { createHash } from 'node:crypto';

/** Data a page passes to an inline script. */
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** A function a page passes to an inline script, written from its source: it must refer to nothing outside itself. */
type SelfContained = (...args: never[]) => unknown;

/**
 * An inline script that calls `run` with `args`, and the hash the page's Content-Security-Policy must list for it
 * (`Astro.csp.insertScriptHash`). `run` is written into the page from its source, so it must refer to nothing outside
 * itself, and so are the functions among `args`; the other `args` are written as JSON, with `<` escaped so that no value
 * can close the script element. Their modules belong in the build's list of them (../build/minified-inline-scripts.ts),
 * which writes their names short.
 */
export function inlineScript<A extends (Json | SelfContained)[]>(
  run: (...args: A) => void,
  ...args: A
): { code: string; hash: `sha256-${string}` } {
  const written = args.map((arg) =>
    typeof arg === 'function' ? arg.toString() : JSON.stringify(arg).replaceAll('<', '\\u003c'),
  );
  const code = `(${run.toString()})(${written.join(',')});`;
  return { code, hash: cspHash(code) };
}

/** The hash a Content-Security-Policy lists for an inline script or style of this text (without its quotes). */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}
