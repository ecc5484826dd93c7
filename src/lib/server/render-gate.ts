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

/** Why a render was refused: too many already waited, or its turn did not come within the wait allowed. */
export type RenderRefusal = 'queue-full' | 'waited-too-long';

export interface RenderGate {
  /** Runs `render` in its turn, or answers `refuse(why)` when too many wait, or when its turn came too late. */
  run<T>(render: () => Promise<T>, refuse: (why: RenderRefusal) => T): Promise<T>;
  /** The renders running now, and those waiting their turn (for the metrics). */
  counts(): { running: number; waiting: number };
}

export function renderGate({ concurrency, maxWaiting, maxWaitMs }: RenderGateLimits): RenderGate {
  const limit = pLimit(concurrency);
  // A render refused for its wait stays in p-limit's queue until its turn passes (at once): it no longer waits, and
  // is no longer what the limit on waiting is about.
  let refusedInQueue = 0;
  const waiting = () => limit.pendingCount - refusedInQueue;
  return {
    run(render, refuse) {
      if (waiting() >= maxWaiting) return Promise.resolve(refuse('queue-full'));
      return new Promise((resolve, reject) => {
        let waitsItsTurn = true;
        const timer = setTimeout(() => {
          waitsItsTurn = false;
          refusedInQueue += 1;
          resolve(refuse('waited-too-long'));
        }, maxWaitMs);
        void limit(async () => {
          if (!waitsItsTurn) {
            refusedInQueue -= 1;
            return;
          }
          waitsItsTurn = false;
          clearTimeout(timer);
          await render().then(resolve, reject);
        });
      });
    },
    counts: () => ({ running: limit.activeCount, waiting: waiting() }),
  };
}
