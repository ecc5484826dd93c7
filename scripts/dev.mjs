// `npm run dev`: Astro's dev server, with its arguments (`npm run dev -- --port 4400`). With no Firebase project
// configured it runs in demo mode, as `npm start` does: it starts the Firebase Auth emulator first, or uses the one
// already running (scripts/demo-sign-in.ts), and the stand-in kitchen for the port it is given.
import { spawn } from 'node:child_process';
import { runWithSignIn } from './demo-sign-in.ts';
import { QUIET_TOOLS } from './quiet-tools.mjs';

const args = process.argv.slice(2);
// The port Astro's dev server is told (`--port N` or `--port=N`), else its own default.
const portArgument = args.findIndex((arg) => arg === '--port');
const port =
  (portArgument >= 0 ? args[portArgument + 1] : args.find((arg) => arg.startsWith('--port='))?.slice(7)) ?? '4321';

await runWithSignIn(
  () =>
    spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...QUIET_TOOLS },
    }),
  `http://127.0.0.1:${port}`,
);
