import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { returnMemoryWhenQuiet } from '../../../../../src/lib/server/node/quiet-memory.ts';

const WINDOW_MS = 5_000;

let server: EventEmitter;
let collect: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  server = new EventEmitter();
  collect = vi.fn<() => void>();
  stop = returnMemoryWhenQuiet(server, { windowMs: WINDOW_MS, quietRequests: 5, collect });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** One window of `requests` requests. */
function window(requests: number) {
  for (let i = 0; i < requests; i += 1) server.emit('request');
  vi.advanceTimersByTime(WINDOW_MS);
}

test('collects once in the first quiet window after a busy one', () => {
  window(1_000);
  expect(collect).not.toHaveBeenCalled();
  window(2);
  expect(collect).toHaveBeenCalledTimes(1);
  window(0);
  window(0);
  expect(collect).toHaveBeenCalledTimes(1);
});

test('never collects while the traffic goes on, nor on a server that was never busy', () => {
  for (let i = 0; i < 10; i += 1) window(6);
  expect(collect).not.toHaveBeenCalled();
  stop();
  stop = returnMemoryWhenQuiet(server, { windowMs: WINDOW_MS, quietRequests: 5, collect });
  for (let i = 0; i < 10; i += 1) window(5);
  expect(collect).not.toHaveBeenCalled();
});

test('collects again after the next busy stretch', () => {
  window(100);
  window(0);
  window(100);
  window(100);
  window(1);
  expect(collect).toHaveBeenCalledTimes(2);
});

test('stops watching when told to', () => {
  window(100);
  stop();
  window(0);
  expect(collect).not.toHaveBeenCalled();
  expect(server.listenerCount('request')).toBe(0);
});
