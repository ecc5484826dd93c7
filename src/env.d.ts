declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, pointer, focus or key press inside the island. */
    'client:interaction'?: boolean;
    /** Render on the client, in place of the screen the page painted, on the first touch, pointer, focus or key press. */
    'client:takeover'?: boolean;
  }
}

export {};
