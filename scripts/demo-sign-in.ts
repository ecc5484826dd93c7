// Demo mode's sign-in for `npm start` (scripts/start.mjs), `npm run dev` (scripts/dev.mjs) and the proxy try-out
// (deploy/try-out.ts): with no Firebase project configured, the storefront signs customers in on the Firebase Auth
// emulator (a `demo-` project: nothing leaves this machine), which this starts unless one already answers; and its
// orders are moved along by the stand-in kitchen (scripts/stand-in-kitchen.ts).
import type { ChildProcess } from 'node:child_process';
import { authMode, DEMO_EMULATOR_HOST, DEMO_PROJECT_ID, isDemoMode } from '../src/lib/identity/auth-mode.server.ts';
import { signalGroup, spawnGroupTiedToParent } from './process-group.ts';
import { startStandInKitchen } from './stand-in-kitchen.ts';
import { firebaseCliEnv } from './quiet-tools.mjs';

/** The emulator takes 10 to 35 s to start on a busy 2-core machine. */
const EMULATOR_START_TIMEOUT_MS = 90_000;

async function emulatorAnswers(): Promise<boolean> {
  try {
    return (await fetch(`http://${DEMO_EMULATOR_HOST}/`)).ok;
  } catch {
    return false;
  }
}

async function startAuthEmulator(): Promise<ChildProcess | null> {
  if (await emulatorAnswers()) {
    console.log(`Using the Firebase Auth emulator already running at ${DEMO_EMULATOR_HOST}.`);
    return null;
  }
  console.log('Demo mode: starting the Firebase Auth emulator…');
  // In a process group of its own, which the caller stops whole (process-group.ts): the CLI starts the emulator as a
  // process of its own, which outlived the CLI when only the CLI was signalled. The group ends with this process too,
  // however it ends.
  const emulator = spawnGroupTiedToParent(
    'firebase',
    ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: firebaseCliEnv(),
    },
  );
  const release = stopOnSignalWhileStarting(emulator);
  try {
    const deadline = Date.now() + EMULATOR_START_TIMEOUT_MS;
    while (!(await emulatorAnswers())) {
      if (emulator.exitCode !== null) throw new Error(`the Auth emulator exited with ${emulator.exitCode}`);
      if (Date.now() > deadline) throw new Error('the Auth emulator did not start in 90 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    release();
  }
  return emulator;
}

/**
 * Until the emulator answers, its caller does not have it to stop, and a Ctrl-C or SIGTERM would end this process and
 * leave the emulator's group running. Meanwhile such a signal stops the group, then goes on as if this were not there:
 * to the caller's own handlers, or, with none, the default action. Answers the function that removes the handler.
 */
function stopOnSignalWhileStarting(emulator: ChildProcess): () => void {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const release = () => signals.forEach((signal) => process.off(signal, stop));
  function stop(signal: NodeJS.Signals) {
    signalGroup(emulator);
    release();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  signals.forEach((signal) => process.on(signal, stop));
  return release;
}

/**
 * Sets demo mode up in `process.env` when no Firebase project is configured, refuses unsafe sign-in settings (exits
 * with the reason, before the emulator spends half a minute starting), and starts the emulator in demo mode. Answers
 * the emulator's process when this started it, for the caller to stop with its group (process-group.ts).
 */
export async function prepareSignIn(): Promise<ChildProcess | null> {
  const demo = !process.env['FIREBASE_AUTH_EMULATOR_HOST'] && isDemoMode(process.env);
  if (demo) {
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = DEMO_EMULATOR_HOST;
    process.env['FIREBASE_PROJECT_ID'] = DEMO_PROJECT_ID;
  }
  // The server refuses these settings too; asking first saves the operator the emulator's start.
  try {
    authMode(process.env);
  } catch (error) {
    console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  return demo ? startAuthEmulator() : null;
}

/**
 * Prepares sign-in (above), then runs the process that `start` spawns, and in demo mode the stand-in kitchen of the
 * storefront it serves at `storefront` (scripts/stand-in-kitchen.ts). Stops the emulator this started and the kitchen
 * when that process exits, or when this one is told to stop (Ctrl-C reaches the process but not the emulator's own
 * group), and exits with the process's code.
 */
export async function runWithSignIn(start: () => ChildProcess, storefront: string): Promise<void> {
  const emulator = await prepareSignIn();
  if (emulator) {
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => signalGroup(emulator));
    process.once('exit', () => signalGroup(emulator));
  }
  const child = start();
  const kitchen = startStandInKitchen(storefront);
  child.once('exit', (code) => {
    if (emulator) signalGroup(emulator);
    kitchen?.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      child.kill(signal);
      kitchen?.kill(signal);
    });
  }
}
