import pLimit from 'p-limit';

/**
 * How many page renders run at once, how many may wait their turn, and for how long, before one is refused. A request
 * that waits costs nothing but its socket; one refused at once costs a pass through Astro's pipeline, and its client
 * (a flood's connection) asks again at once. So the queue is long enough to hold a flood's connections (the bench
 * sends 300), which then wait in it while the kept pages go on being sent to everyone else, and bounded in time, so
 * that nobody waits long for a render behind it.
 */
export interface RenderGateLimits {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
}

export interface RenderGate {
  /** Runs `render` in its turn, or answers `refuse()` when too many wait, or when its turn came too late. */
  run<T>(render: () => Promise<T>, refuse: () => T): Promise<T>;
}

export function renderGate({ concurrency, maxWaiting, maxWaitMs }: RenderGateLimits): RenderGate {
  const limit = pLimit(concurrency);
  return {
    run(render, refuse) {
      if (limit.pendingCount >= maxWaiting) return Promise.resolve(refuse());
      return new Promise((resolve, reject) => {
        let waiting = true;
        const timer = setTimeout(() => {
          waiting = false;
          resolve(refuse());
        }, maxWaitMs);
        void limit(async () => {
          // Refused already: its turn passes at once.
          if (!waiting) return;
          waiting = false;
          clearTimeout(timer);
          await render().then(resolve, reject);
        });
      });
    },
  };
}
