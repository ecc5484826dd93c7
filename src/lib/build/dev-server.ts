import type { AstroIntegration } from 'astro';
import { refuseUnsupportedMethod, UNSUPPORTED_METHODS } from '../server/node/unsupported-methods.ts';
import { securityHeaders, setSecurityHeaders } from '../server/security-headers.ts';

/**
 * `astro dev` answers the methods no web Request can carry (TRACE, CONNECT) as the built server does
 * (src/lib/server/node/unsupported-methods.ts), with the security headers every answer carries: Astro's pipeline,
 * and so the middleware, never sees them.
 */
export function devServer(): AstroIntegration {
  return {
    name: 'storefront:dev-server',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const headers = securityHeaders({ https: false });
        server.middlewares.use((request, response, next) => {
          if (!UNSUPPORTED_METHODS.has(request.method ?? '')) return next();
          setSecurityHeaders(response, headers);
          refuseUnsupportedMethod(request, response);
        });
      },
    },
  };
}
