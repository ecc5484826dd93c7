import pLimit from 'p-limit';

/**
 * Renders are the server's most expensive work, all on its one thread. Running a few at a time, with the rest waiting
 * their turn, keeps kept answers (and the API) answered between them however many renders are asked for at once; and
 * when too many are already waiting (a flood of search terms nobody searched before), a render is refused rather than
 * queued, so that waiting requests cannot pile up in memory. The caches then answer what they kept, or nothing.
 */
export interface RenderLimitOptions {
  /** Renders under way at once. */
  concurrency?: number;
  /** Renders waiting their turn at most; beyond that a render is refused. */
  maxWaiting?: number;
}

/** A render waits on compression in Node's thread pool: a second one keeps the thread busy meanwhile. */
const CONCURRENCY = 2;
/** Enough for a burst of new search terms from real visitors; a flood beyond it gets a 503 rather than a place. */
const MAX_WAITING = 128;

/** Wraps `render` so that it runs under the limits above; it resolves undefined when refused. */
export function limitRenders<T>(
  render: (path: string) => Promise<T>,
  { concurrency = CONCURRENCY, maxWaiting = MAX_WAITING }: RenderLimitOptions = {},
): (path: string) => Promise<T | undefined> {
  const limit = pLimit(concurrency);
  return (path) => (limit.pendingCount >= maxWaiting ? Promise.resolve(undefined) : limit(() => render(path)));
}
