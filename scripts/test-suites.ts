// `npm test`'s last step, inside the Auth emulator: the API and unit tests (vitest) and the browser tests
// (Playwright) at the same time. Each mostly waits (on its servers, drains, timeouts and the browser), and one after
// the other they were most of `npm test`'s time (docs/decisions.md, "Tests"). They share nothing but the emulator,
// where every test signs in with an email of its own; their servers, ports and databases are their own
// (tests/fixtures/ports.ts). Each line is printed as it comes, after its suite's name; the exit code is the first
// failing suite's, or 0.
import { createInterface } from 'node:readline';
import { signalGroup, spawnGroup } from './process-group.ts';

const SUITES = [
  { name: 'unit', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e' },
] as const;

const width = Math.max(...SUITES.map(({ name }) => name.length));

const children = SUITES.map(({ name, script }) => {
  const child = spawnGroup('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const label = `${name.padEnd(width)} │ `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${label}${line}\n`));
  }
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { name, child, exited };
});

// Stopped from outside (Ctrl-C, CI's timeout): both suites stop with everything they started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const { child } of children) signalGroup(child, signal);
  });
}

const codes = await Promise.all(children.map(({ exited }) => exited));
for (const [index, { name }] of children.entries()) {
  console.log(`${name}: ${codes[index] === 0 ? 'passed' : `failed (exit code ${codes[index]})`}`);
}
process.exit(codes.find((code) => code !== 0) ?? 0);
