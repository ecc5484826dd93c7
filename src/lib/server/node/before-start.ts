import { authMode } from '../../identity/auth-mode.server.ts';
import { serverSettings } from '../settings.ts';

/**
 * What the built server's entry (entry.ts) does before anything else is loaded, its first import:
 * - `astro preview` imports the entry for its `handler` after setting ASTRO_NODE_AUTOSTART=disabled; the entry then
 *   starts no server of its own. The adapter's module would start its own server unless told the same, which it is
 *   here: the entry's server is the one that runs.
 * - React and the other libraries run their production code (their development builds are several times slower),
 *   whatever NODE_ENV the operator set.
 * - Settings that are invalid, or under which a forged sign-in would be trusted, stop the start with the reason alone
 *   (the identity module would refuse them too, inside an import's stack trace).
 */
export const previewing = process.env['ASTRO_NODE_AUTOSTART'] === 'disabled';
process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';

function refusal(): string | undefined {
  try {
    authMode(process.env);
    serverSettings();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const refused = refusal();
if (refused) {
  console.error(`Refusing to start: ${refused}`);
  process.exit(1);
}
process.env['NODE_ENV'] = 'production';
