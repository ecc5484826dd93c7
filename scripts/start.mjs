// `npm start`: serves the built storefront. With no Firebase project configured it runs in demo mode: it starts the
// Firebase Auth emulator first (scripts/demo-sign-in.ts) and points the storefront at it, and the stand-in kitchen
// beside it moves the orders along (scripts/stand-in-kitchen.ts).
import { spawn } from 'node:child_process';
import { JEMALLOC, withJemalloc } from '../src/lib/server/node/allocator.ts';
import { SERVER_NODE_FLAGS } from '../src/lib/server/node/node-flags.ts';
import { runWithSignIn } from './demo-sign-in.ts';

await runWithSignIn(
  () => {
    const env = withJemalloc(process.env);
    if (env.LD_PRELOAD === undefined) {
      console.warn(
        `${JEMALLOC} not found (Debian: apt-get install libjemalloc2): the server runs on glibc's allocator, which keeps ` +
          'the memory a burst of traffic used (docs/decisions/034-jemalloc-and-node-memory-flags.md).',
      );
    }
    return spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/entry.mjs'], { stdio: 'inherit', env });
  },
  `http://127.0.0.1:${process.env.PORT || 4321}`,
);
