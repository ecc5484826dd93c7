import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createOutageLog } from '../../../../../src/lib/server/db/outage.ts';
import { DatabaseUnavailable } from '../../../../../src/lib/server/db/unavailable.ts';

const refused = new DatabaseUnavailable(
  'unreachable',
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
);
const lockTimeout = new DatabaseUnavailable(
  'busy',
  Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function outageLog() {
  const lines: string[] = [];
  const log = createOutageLog({ log: (line) => void lines.push(line), now: () => Date.now(), quietMs: 5000 });
  return { log, lines };
}

test('an unreachable database: one line when it starts, with the cause; one when it is back, with how long and how many', () => {
  const { log, lines } = outageLog();
  for (let request = 0; request < 40; request += 1) {
    log.failed(refused);
    log.refused(refused);
    vi.advanceTimersByTime(100);
  }
  expect(log.current()).toEqual(['unreachable']);
  // A query sent before it went away, or in the moment it did, answered late, proves nothing.
  log.answered(Date.now() - 4001);
  log.answered(Date.now() - 4000 + 249);
  expect(log.current()).toEqual(['unreachable']);
  log.answered(Date.now());
  log.answered(Date.now());
  expect(lines).toEqual([
    'Database unreachable. Cause: connect ECONNREFUSED 127.0.0.1:5432. What needs it is answered 503 until it is back.',
    'Database reachable again after 4.0 s; 40 requests were answered 503 meanwhile.',
  ]);
  expect(log.current()).toEqual([]);
});

test('a busy database is over once no call has been refused for the quiet time, whatever succeeded meanwhile', () => {
  const { log, lines } = outageLog();
  log.failed(lockTimeout);
  log.refused(lockTimeout);
  log.answered(Date.now());
  vi.advanceTimersByTime(3000);
  log.failed(lockTimeout);
  log.refused(lockTimeout);
  vi.advanceTimersByTime(4999);
  expect(log.current()).toEqual(['busy']);
  vi.advanceTimersByTime(1);
  expect(lines).toEqual([
    'Database busy (a statement, a lock or a connection waited past its bound). Cause: 55P03: canceling statement due to lock timeout. What needs it is answered 503 until it is back.',
    'Database no longer busy after 8.0 s; 2 requests were answered 503 meanwhile.',
  ]);
  expect(log.current()).toEqual([]);
});
