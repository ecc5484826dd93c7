// `npm start`: serves the built storefront. With no Firebase project configured it runs in demo mode: it starts the
// Firebase Auth emulator first (scripts/demo-sign-in.ts) and points the storefront at it.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../src/lib/server/node/node-flags.ts';
import { prepareSignIn } from './demo-sign-in.ts';
import { signalGroup } from './process-group.ts';

const emulator = await prepareSignIn();
if (emulator) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => signalGroup(emulator));
  process.once('exit', () => signalGroup(emulator));
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/entry.mjs'], {
  stdio: 'inherit',
  env: process.env,
});
server.once('exit', (code) => {
  if (emulator) signalGroup(emulator);
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
