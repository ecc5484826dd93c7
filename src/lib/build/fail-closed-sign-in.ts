import type { AstroIntegration } from 'astro';
import { authMode } from '../identity/auth-mode.server.ts';

/** The address `astro dev` listens on, as its `server.host` setting (or `--host`) says. */
function devHost(host: string | boolean): string {
  if (host === true) return '0.0.0.0';
  return host || 'localhost';
}

/**
 * Sign-in fails closed however the storefront runs: `astro dev` refuses unsafe Firebase settings as it starts (with its
 * own listening address); the built entry refuses them before it loads anything else (src/lib/server/node/
 * before-start.ts). The identity module checks again itself when it loads.
 */
export function failClosedSignIn(): AstroIntegration {
  return {
    name: 'storefront:fail-closed-sign-in',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        if (command === 'dev') authMode({ ...process.env, HOST: devHost(config.server.host) });
      },
    },
  };
}
