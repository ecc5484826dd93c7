import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server process's memory allocator: jemalloc when the system has it (Debian's `libjemalloc2`), preloaded by what
 * starts the server (`npm start`, and the tests', the bench's and the try-out's servers, through the same function).
 * glibc's allocator keeps the free space a burst of traffic leaves, with no way for Node to ask for it back; jemalloc
 * hands its free pages back within seconds (docs/decisions/034-jemalloc-and-node-memory-flags.md).
 */

export const JEMALLOC = 'libjemalloc.so.2';

/** Where Debian, Ubuntu and Alpine put the library, and where a build of it from source goes. */
const DIRECTORIES = [
  `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`,
  '/usr/lib',
  '/usr/local/lib',
];

/** The path of jemalloc's library in the first of `directories` that has it; null if none has it, or off Linux. */
export function jemallocLibrary(directories = DIRECTORIES): string | null {
  if (process.platform !== 'linux') return null;
  return directories.map((directory) => join(directory, JEMALLOC)).find((path) => existsSync(path)) ?? null;
}

/**
 * The environment to start the server with: `env` with jemalloc preloaded when `library` is there. An `LD_PRELOAD`
 * already in `env`, even empty, is the operator's choice and stays as it is (an empty one keeps glibc's allocator).
 */
export function withJemalloc(env: NodeJS.ProcessEnv, library = jemallocLibrary()): NodeJS.ProcessEnv {
  if (!library || env.LD_PRELOAD !== undefined) return env;
  return { ...env, LD_PRELOAD: library };
}
