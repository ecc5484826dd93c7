declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, pointer, focus or key press inside the island. */
    'client:interaction'?: boolean;
    /** Render on the client, in place of the screen the page painted, on the first touch, pointer, focus or key press. */
    'client:takeover'?: boolean;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** The status of the page that could not be rendered, set by src/middleware.ts for src/pages/stand-in.astro. */
      standIn?: 500 | 503;
    }
  }
}

export {};
