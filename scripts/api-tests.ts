// `npm run test:unit`: the unit, database and API tests (vitest), its three projects side by side, one process each.
// Inside one vitest process every file runs one after another (a project's API tests share its one server and
// database), and the three projects took about six minutes that way with the machine two-thirds idle: most of their
// time is spent waiting on servers, drains and timeouts. Each project's servers listen on a range of ports of its own
// (tests/fixtures/ports.ts), so the same file running in two projects at once never meets itself. Arguments are passed
// to each (file filters, `-t`); each line is printed as it comes, after its project's name; the exit code is the first
// failing project's, or 0.
import { createInterface } from 'node:readline';
import { PORTS_PER_PROJECT, TEST_PORT_BASE } from '../tests/fixtures/ports.ts';
import { POSTGRESQL_PROJECT, PROXY_PROJECT, SQLITE_PROJECT } from '../tests/fixtures/projects.ts';
import { signalGroup, spawnGroup } from './process-group.ts';

const PROJECTS = [SQLITE_PROJECT, POSTGRESQL_PROJECT, PROXY_PROJECT];
const width = Math.max(...PROJECTS.map((name) => name.length));
const VITEST = ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--passWithNoTests'];

const children = PROJECTS.map((name, index) => {
  const child = spawnGroup('npx', [...VITEST, '--project', name, ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TEST_PORT_BASE: String(TEST_PORT_BASE + index * PORTS_PER_PROJECT) },
  });
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

// Stopped from outside (Ctrl-C, CI's timeout): every project stops with the servers it started.
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
