import pino from 'pino';
import { expect, test } from 'vitest';
import { isoTimeByMillisecond } from '../../../../../src/lib/server/observability/logger.ts';

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
