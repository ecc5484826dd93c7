import { afterEach, expect, test, vi } from 'vitest';
import { renderGate } from '../../../../src/lib/server/render-gate.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A render that finishes when told to, and says whether it ran. */
function slowRender(name: string) {
  let finish: () => void = () => {};
  const ran = vi.fn();
  const render = () =>
    new Promise<string>((resolve) => {
      ran();
      finish = () => resolve(name);
    });
  return { render, ran, finish: () => finish() };
}

test('renders run a few at a time, the others in their turn', async () => {
  const gate = renderGate({ concurrency: 2, maxWaiting: 10, maxWaitMs: 5000 });
  const renders = [1, 2, 3].map((n) => slowRender(`page ${n}`));

  const answers = renders.map(({ render }) => gate.run(render, () => 'busy'));
  await Promise.resolve();
  expect(renders.map(({ ran }) => ran.mock.calls.length)).toEqual([1, 1, 0]);
  await vi.waitFor(() => expect(gate.counts()).toEqual({ running: 2, waiting: 1 }));
  renders[0]!.finish();
  await vi.waitFor(() => expect(renders[2]!.ran).toHaveBeenCalled());
  renders[1]!.finish();
  renders[2]!.finish();

  expect(await Promise.all(answers)).toEqual(['page 1', 'page 2', 'page 3']);
  await vi.waitFor(() => expect(gate.counts()).toEqual({ running: 0, waiting: 0 }));
});

test('past the renders that may wait, a render is refused at once', async () => {
  const gate = renderGate({ concurrency: 1, maxWaiting: 2, maxWaitMs: 5000 });
  const renders = [1, 2, 3, 4].map((n) => slowRender(`page ${n}`));

  const answers = renders.map(({ render }) => gate.run(render, (why) => `busy: ${why}`));

  expect(await answers[3]).toBe('busy: queue-full');
  for (const index of [0, 1, 2]) {
    await vi.waitFor(() => expect(renders[index]!.ran).toHaveBeenCalled());
    renders[index]!.finish();
  }
  expect(await Promise.all(answers.slice(0, 3))).toEqual(['page 1', 'page 2', 'page 3']);
  expect(renders[3]!.ran).not.toHaveBeenCalled();
});

test('a render whose turn has not come within the wait allowed is refused then, and never runs', async () => {
  vi.useFakeTimers();
  const gate = renderGate({ concurrency: 1, maxWaiting: 10, maxWaitMs: 5000 });
  const first = slowRender('page 1');
  const second = slowRender('page 2');

  const firstAnswer = gate.run(first.render, () => 'busy');
  const secondAnswer = gate.run(second.render, (why) => `busy: ${why}`);
  await vi.advanceTimersByTimeAsync(1);
  expect(gate.counts()).toEqual({ running: 1, waiting: 1 });
  await vi.advanceTimersByTimeAsync(5000);

  expect(await secondAnswer).toBe('busy: waited-too-long');
  // Refused, it no longer counts as waiting, though its turn has yet to pass.
  expect(gate.counts()).toEqual({ running: 1, waiting: 0 });
  first.finish();
  expect(await firstAnswer).toBe('page 1');
  await vi.advanceTimersByTimeAsync(10);
  expect(second.ran).not.toHaveBeenCalled();
});

test('a render refused for its wait no longer counts against the renders that may wait', async () => {
  vi.useFakeTimers();
  const gate = renderGate({ concurrency: 1, maxWaiting: 1, maxWaitMs: 5000 });
  const [first, second, third] = [1, 2, 3].map((n) => slowRender(`page ${n}`)) as [
    ReturnType<typeof slowRender>,
    ReturnType<typeof slowRender>,
    ReturnType<typeof slowRender>,
  ];

  const firstAnswer = gate.run(first.render, () => 'busy');
  const secondAnswer = gate.run(second.render, () => 'busy');
  await vi.advanceTimersByTimeAsync(5001);
  expect(await secondAnswer).toBe('busy');

  const thirdAnswer = gate.run(third.render, (why) => `busy: ${why}`);
  first.finish();
  await vi.waitFor(() => expect(third.ran).toHaveBeenCalled());
  third.finish();
  expect([await firstAnswer, await thirdAnswer]).toEqual(['page 1', 'page 3']);
});

test('a render that fails fails its own request, and the next one runs', async () => {
  const gate = renderGate({ concurrency: 1, maxWaiting: 10, maxWaitMs: 5000 });

  const failing = gate.run(
    () => Promise.reject(new Error('database away')),
    () => 'busy',
  );
  const next = gate.run(
    async () => 'page 2',
    () => 'busy',
  );

  await expect(failing).rejects.toThrow('database away');
  expect(await next).toBe('page 2');
});
