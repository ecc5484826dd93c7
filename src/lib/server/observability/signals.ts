/**
 * What the domain tells the metrics (metrics.ts), without knowing about them: a write refused by its limit, an order
 * placed, a sign-in token refused, a call to Firebase and its time, a database query's time, a page refused its turn to render, a webhook
 * delivery attempt, a PostgreSQL pool and the render queue to watch. Nothing happens when nobody listens (tests, scripts, the edge).
 */
import type { RenderRefusal } from '../render-gate.ts';
import type { WriteKind } from '../write-limits.ts';

/** Why a sign-in token was refused: not valid, the session ended (revoked, disabled), or a sign-in we do not take. */
type TokenFailure = 'invalid' | 'session-ended' | 'not-accepted' | 'firebase-unavailable';

/** What a PostgreSQL pool says of its connections (pg.Pool's own counts). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export type Signal =
  | { kind: 'write-refused'; write: WriteKind }
  | { kind: 'order-placed' }
  | { kind: 'token-refused'; reason: TokenFailure }
  /** A call to Firebase about a token; `revocation` when it asked about the session too; `answered` unless it failed. */
  | { kind: 'firebase-asked'; seconds: number; revocation: boolean; answered: boolean }
  | { kind: 'query'; seconds: number; failed: boolean }
  | { kind: 'render-refused'; reason: RenderRefusal }
  /** A webhook delivery attempt: delivered (a 2xx), failed, or failed for the last time (given up). */
  | { kind: 'webhook-delivery'; outcome: 'delivered' | 'failed' | 'given-up' };

/** The page renders running and waiting their turn now (src/middleware.ts's render queue). */
export type RenderCounts = () => { running: number; waiting: number };

interface Listeners {
  signals: Set<(signal: Signal) => void>;
  pools: Set<PoolCounts>;
  renders?: RenderCounts;
}

const listeners: Listeners = { signals: new Set(), pools: new Set() };

/** Tells whoever listens. */
export function signal(event: Signal): void {
  for (const listener of listeners.signals) listener(event);
}

/** Listens to every signal from now on; answers the function that stops. */
export function onSignal(listener: (signal: Signal) => void): () => void {
  listeners.signals.add(listener);
  return () => listeners.signals.delete(listener);
}

/** A PostgreSQL pool whose connections the metrics report, until it ends. */
export function watchPool(pool: PoolCounts & { once(event: 'end', listener: () => void): unknown }): void {
  listeners.pools.add(pool);
  pool.once('end', () => listeners.pools.delete(pool));
}

/** The pools watched now. */
export function watchedPools(): readonly PoolCounts[] {
  return [...listeners.pools];
}

/** The render queue whose counts the metrics report: the process has one. */
export function watchRenders(counts: RenderCounts): void {
  listeners.renders = counts;
}

/** The render queue's counts now; none before the middleware has loaded. */
export function watchedRenders(): ReturnType<RenderCounts> {
  return listeners.renders?.() ?? { running: 0, waiting: 0 };
}
