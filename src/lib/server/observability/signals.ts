/**
 * What the domain tells the metrics (metrics.ts), without knowing about them: a write refused by its limit, an order
 * placed, a sign-in token refused, a database query's time, a PostgreSQL pool to watch. Nothing happens when nobody
 * listens (tests, scripts).
 */
import type { WriteKind } from '../write-limits.ts';

/** Why a sign-in token was refused: not valid, the session ended (revoked, disabled), or a sign-in we do not take. */
export type TokenFailure = 'invalid' | 'session-ended' | 'not-accepted' | 'firebase-unavailable';

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
  | { kind: 'query'; seconds: number; failed: boolean };

interface Listeners {
  signals: Set<(signal: Signal) => void>;
  pools: Set<PoolCounts>;
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
