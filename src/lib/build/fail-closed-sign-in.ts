import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { authMode } from '../server/auth-mode.ts';

const IDENTITY_MODULE = fileURLToPath(new URL('../server/identity.ts', import.meta.url));

/** The Node adapter's server entry, built as dist/server/entry.mjs. */
const SERVER_ENTRY = /[\\/]@astrojs[\\/]node[\\/]dist[\\/]server\.js$/;

/**
 * Makes the built server's entry import the identity module before anything else. Astro loads every page and
 * endpoint on its first request, so without this an operator's own server importing dist/server/entry.mjs would start
 * under unsafe sign-in settings and refuse only when the first request loaded the module; with it, the import itself
 * throws, as scripts/serve.mjs refuses to start.
 */
function loadIdentityFirst(): Plugin {
  return {
    name: 'storefront:load-identity-first',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      return SERVER_ENTRY.test(id) ? `import ${JSON.stringify(IDENTITY_MODULE)};\n${code}` : undefined;
    },
  };
}

/** The address `astro dev` listens on, as its `server.host` setting (or `--host`) says. */
function devHost(host: string | boolean): string {
  if (host === true) return '0.0.0.0';
  return host || 'localhost';
}

/**
 * Sign-in fails closed however the storefront runs: `astro dev` refuses unsafe Firebase settings as it starts (with its
 * own listening address), and the built entry refuses them when imported. The identity module checks again itself.
 */
export function failClosedSignIn(): AstroIntegration {
  return {
    name: 'storefront:fail-closed-sign-in',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command === 'dev') authMode({ ...process.env, HOST: devHost(config.server.host) });
        updateConfig({ vite: { plugins: [loadIdentityFirst()] } });
      },
    },
  };
}
