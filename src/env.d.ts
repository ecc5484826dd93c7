declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, pointer, focus or key press inside the island. */
    'client:interaction'?: boolean;
  }
}

export {};
