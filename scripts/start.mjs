// `npm start`: serves the built storefront. With no Firebase project configured it runs in demo mode: it starts the
// Firebase Auth emulator first (a `demo-` project, nothing leaves this machine) and points the storefront at it.
import { spawn } from 'node:child_process';
import { authMode, DEMO_EMULATOR_HOST, DEMO_PROJECT_ID, isDemoMode } from '../src/lib/server/auth-mode.ts';
import { SERVER_NODE_FLAGS } from '../src/lib/server/node-flags.ts';

/** The emulator takes 10 to 35 s to start on a busy 2-core machine. */
const EMULATOR_START_TIMEOUT_MS = 90_000;

async function emulatorAnswers() {
  try {
    return (await fetch(`http://${DEMO_EMULATOR_HOST}/`)).ok;
  } catch {
    return false;
  }
}

async function startAuthEmulator() {
  if (await emulatorAnswers()) {
    console.log(`Using the Firebase Auth emulator already running at ${DEMO_EMULATOR_HOST}.`);
    return null;
  }
  console.log('Demo mode: starting the Firebase Auth emulator…');
  const emulator = spawn('firebase', ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + EMULATOR_START_TIMEOUT_MS;
  while (!(await emulatorAnswers())) {
    if (emulator.exitCode !== null) throw new Error(`the Auth emulator exited with ${emulator.exitCode}`);
    if (Date.now() > deadline) throw new Error('the Auth emulator did not start in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return emulator;
}

const demo = !process.env.FIREBASE_AUTH_EMULATOR_HOST && isDemoMode(process.env);
if (demo) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = DEMO_EMULATOR_HOST;
  process.env.FIREBASE_PROJECT_ID = DEMO_PROJECT_ID;
}
// serve.mjs refuses these settings too; asking before the emulator starts saves the operator half a minute.
try {
  authMode(process.env);
} catch (error) {
  console.error(`Refusing to start: ${error.message}`);
  process.exit(1);
}

let emulator = null;
if (demo) {
  emulator = await startAuthEmulator();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => emulator?.kill('SIGTERM'));
  process.once('exit', () => emulator?.kill('SIGTERM'));
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
  stdio: 'inherit',
  env: process.env,
});
server.once('exit', (code) => {
  emulator?.kill('SIGTERM');
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
