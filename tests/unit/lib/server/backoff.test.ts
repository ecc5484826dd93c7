import { expect, test } from 'vitest';
import { createBackoff } from '../../../../src/lib/server/backoff.ts';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

test('while tries work, every try may go at once', () => {
  const backoff = createBackoff({ now: clock().now });
  expect([backoff.mayTry(), backoff.mayTry(), backoff.mayTry()]).toEqual([true, true, true]);
  backoff.done(true);
  expect(backoff.pauseMs()).toBe(0);
});

test('after a failure: one try at a time, each after a pause that doubles up to the longest, until one works', () => {
  const time = clock();
  const backoff = createBackoff({ firstPauseMs: 250, longestPauseMs: 2000, now: time.now });
  backoff.done(false);
  const pauses: number[] = [];
  for (let failures = 0; failures < 5; failures += 1) {
    pauses.push(backoff.pauseMs());
    expect(backoff.mayTry()).toBe(false);
    time.advance(backoff.pauseMs() - 1);
    expect(backoff.mayTry()).toBe(false);
    time.advance(1);
    expect(backoff.mayTry()).toBe(true);
    // The one try is under way: nobody else may start one.
    expect(backoff.mayTry()).toBe(false);
    backoff.done(false);
  }
  expect(pauses).toEqual([250, 500, 1000, 2000, 2000]);
  time.advance(2000);
  expect(backoff.mayTry()).toBe(true);
  backoff.done(true);
  expect(backoff.pauseMs()).toBe(0);
  expect([backoff.mayTry(), backoff.mayTry()]).toEqual([true, true]);
});

test('a try that did not get to run frees its turn without changing the pause', () => {
  const time = clock();
  const backoff = createBackoff({ firstPauseMs: 100, now: time.now });
  backoff.done(false);
  time.advance(100);
  expect(backoff.mayTry()).toBe(true);
  backoff.done(undefined);
  expect(backoff.pauseMs()).toBe(100);
  expect(backoff.mayTry()).toBe(true);
});
