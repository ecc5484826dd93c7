// Demo mode's stand-in kitchen (src/lib/partner/stand-in-kitchen/) as a process of its own beside the storefront:
// `npm start`, `npm run dev` and `npm run try-out` start it in demo mode (startStandInKitchen) and stop it with the
// server; run by hand (`STOREFRONT_URL=http://127.0.0.1:4321 node scripts/stand-in-kitchen.ts`), it refuses to run
// outside demo mode. It reads DATABASE_URL and STAND_IN_KITCHEN_STEP_SECONDS as the server reads its settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { isDemoMode } from '../src/lib/identity/auth-mode.server.ts';

/** Starts the stand-in kitchen of the storefront at `storefront`, in demo mode; none outside it. */
export function startStandInKitchen(storefront: string, env: NodeJS.ProcessEnv = process.env): ChildProcess | null {
  if (!isDemoMode(env)) return null;
  // With an IPC channel, which closes when this process ends however it ends: the kitchen then stops too.
  return spawn(process.execPath, [import.meta.filename], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...env, STOREFRONT_URL: storefront },
  });
}

async function run(): Promise<void> {
  if (!isDemoMode(process.env)) {
    console.error('The stand-in kitchen runs in demo mode only: a real Firebase project is configured.');
    process.exit(1);
  }
  const storefront = process.env['STOREFRONT_URL'] ?? '';
  if (!/^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(storefront)) {
    console.error(
      `STOREFRONT_URL must be the storefront on this machine (http://127.0.0.1:PORT), not "${storefront}".`,
    );
    process.exit(1);
  }
  const { serverSettings } = await import('../src/lib/server/settings.ts');
  const { closeConnection, getDb } = await import('../src/lib/server/db/index.ts');
  const { startKitchen } = await import('../src/lib/partner/stand-in-kitchen/kitchen.server.ts');
  const kitchen = await startKitchen({
    db: await getDb(),
    storefront,
    stepMs: serverSettings().STAND_IN_KITCHEN_STEP_SECONDS * 1000,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await kitchen.stop();
    await closeConnection();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
  process.once('disconnect', () => void stop());
}

if (import.meta.main) await run();
