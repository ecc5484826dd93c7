// `npm run dev`: Astro's dev server, with its arguments (`npm run dev -- --port 4400`). With no Firebase project
// configured it runs in demo mode, as `npm start` does: it starts the Firebase Auth emulator first, or uses the one
// already running (scripts/demo-sign-in.ts).
import { spawn } from 'node:child_process';
import { runWithSignIn } from './demo-sign-in.ts';
import { QUIET_TOOLS } from './quiet-tools.mjs';

await runWithSignIn(() =>
  spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...QUIET_TOOLS },
  }),
);
