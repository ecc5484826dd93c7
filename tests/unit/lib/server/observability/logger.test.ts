import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import pino from 'pino';
import { expect, test } from 'vitest';
import { isoTimeByMillisecond, LineBlocks } from '../../../../../src/lib/server/observability/logger.ts';

const LOGGER = resolve(import.meta.dirname, '../../../../../src/lib/server/observability/logger.ts');

test('the time field is pino’s ISO 8601 one, and moves on with every millisecond', () => {
  let now = Date.parse('2026-11-26T06:40:00.123Z');
  const time = isoTimeByMillisecond(() => now);
  expect(time()).toBe(',"time":"2026-11-26T06:40:00.123Z"');
  expect(time()).toBe(',"time":"2026-11-26T06:40:00.123Z"');
  now += 1;
  expect(time()).toBe(',"time":"2026-11-26T06:40:00.124Z"');
  now += 86_400_000;
  expect(time()).toBe(',"time":"2026-11-27T06:40:00.124Z"');
});

test('by default it reads the clock, as pino’s own isoTime does', () => {
  const ours = isoTimeByMillisecond()();
  const theirs = pino.stdTimeFunctions.isoTime();
  const at = (field: string) => Date.parse(JSON.parse(`{${field.slice(1)}}`).time as string);
  expect(Math.abs(at(theirs) - at(ours))).toBeLessThan(1000);
});

test('lines reach the stream a block at a time, and every waiting line when flushed', () => {
  const written: string[] = [];
  let flushedSync = 0;
  const writtenSync: string[] = [];
  const blocks = new LineBlocks(
    { write: (text) => (written.push(text), true), flushSync: () => flushedSync++ },
    (text) => writtenSync.push(text),
    10,
  );
  blocks.write('{"a":1}\n');
  expect(written).toEqual([]);
  blocks.write('{"b":2}\n');
  expect(written).toEqual(['{"a":1}\n{"b":2}\n']);
  blocks.write('{"c":3}\n');
  blocks.flush();
  blocks.flush();
  expect(written).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  blocks.write('{"d":4}\n');
  blocks.flushSync();
  // At exit the stream writes what it holds, then what waits is written at once, not handed to the stream.
  expect(flushedSync).toBe(1);
  expect(written).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  expect(writtenSync).toEqual(['{"d":4}\n']);
});

test('the lines logged just before the process exits are written, however it exits', () => {
  for (const exit of ['', 'process.exit(3);']) {
    const script = `import { createLogger } from ${JSON.stringify(LOGGER)};
      const logger = createLogger('host:4321');
      for (let i = 0; i < 3; i++) logger.info({ i }, 'last words');
      ${exit}`;
    const { stdout } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number; msg: string });
    expect(lines.map(({ i, msg }) => ({ i, msg }))).toEqual([0, 1, 2].map((i) => ({ i, msg: 'last words' })));
  }
});
