// `node scripts/with-auth-emulator.ts '<command>'`: runs a shell command while the demo project's Firebase Auth
// emulator runs (`firebase emulators:exec`), and exits as the command did: `npm test` and `npm run bench` run in it, and
// so may `npm run dev` or one test script run by hand.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { DEMO_PROJECT_ID } from '../src/lib/identity/auth-mode.server.ts';
import { firebaseCliEnv, withCallersCi } from './quiet-tools.mjs';

const command = process.argv[2];
if (!command || process.argv.length > 3) {
  console.error("Usage: node scripts/with-auth-emulator.ts '<command>'");
  process.exit(2);
}

const cli = spawn(
  'firebase',
  ['emulators:exec', '--only', 'auth', '--project', DEMO_PROJECT_ID, withCallersCi(command)],
  {
    stdio: 'inherit',
    env: firebaseCliEnv(),
  },
);
cli.on('error', (error) => {
  console.error(`Could not start the firebase CLI: ${error.message}`);
  process.exit(1);
});
// Ctrl-C reaches the CLI too, which then stops the emulator and the command: this waits for it. A SIGTERM sent to this
// process alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => cli.kill('SIGTERM'));
cli.on('exit', (code, signal) => process.exit(signal ? 128 + constants.signals[signal] : (code ?? 1)));
