// The build's own modules (no import or export here, so that each `declare module` declares rather than augments).

declare module 'virtual:storefront/page-patterns' {
  /** The route patterns of Astro's routes that render a page, not an endpoint (src/lib/build/page-patterns.ts). */
  const patterns: ReadonlySet<string>;
  export default patterns;
}
