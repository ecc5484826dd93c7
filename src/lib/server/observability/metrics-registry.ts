import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { UnavailableKind } from '../db/unavailable.ts';
import { onSignal, watchedPools, watchedRenders } from './signals.ts';

const UNAVAILABLE_KINDS: readonly UnavailableKind[] = ['unreachable', 'busy', 'full', 'read-only', 'io-error'];

export interface MetricSources {
  /** The kinds of database unavailability in progress (src/lib/server/db/outage.ts), read on each scrape. */
  databaseUnavailable?: () => readonly UnavailableKind[];
  /** The webhook outbox's backlog (src/lib/partner/outbox.server.ts), read from the database on each scrape. */
  webhookBacklog?: () => Promise<{ pending: number; oldestAgeSeconds: number }>;
}

/**
 * The server's Prometheus metrics. Every label value comes from a fixed set (route patterns from route-pattern.ts,
 * methods, status codes, cache outcomes), so that no request, however unusual its address, adds a series.
 */
export function createMetrics({ databaseUnavailable, webhookBacklog }: MetricSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (databaseUnavailable) {
    new Gauge({
      name: 'storefront_database_unavailable',
      help: 'Whether the database is unavailable this way now (1) or not (0), as the outage log says.',
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        const now = new Set(databaseUnavailable());
        for (const kind of UNAVAILABLE_KINDS) this.set({ kind }, now.has(kind) ? 1 : 0);
      },
    });
  }
  if (webhookBacklog) {
    // One read of the outbox serves both gauges of a scrape. The figures are the database's, the same from every
    // instance: aggregate them with max, not sum.
    let reading: ReturnType<typeof webhookBacklog> | undefined;
    const backlog = () => {
      reading ??= webhookBacklog().finally(() => {
        reading = undefined;
      });
      return reading;
    };
    new Gauge({
      name: 'storefront_webhook_events_pending',
      help: 'Webhook events in the outbox not yet delivered (nor given up), across every instance.',
      registers: [registry],
      async collect() {
        this.set((await backlog()).pending);
      },
    });
    new Gauge({
      name: 'storefront_webhook_oldest_pending_age_seconds',
      help: 'Age of the oldest webhook event not yet delivered (0 when none is waiting), across every instance.',
      registers: [registry],
      async collect() {
        this.set((await backlog()).oldestAgeSeconds);
      },
    });
  }
  const webhookDeliveries = new Counter({
    name: 'storefront_webhook_deliveries_total',
    help: "This instance's webhook delivery attempts, by outcome: delivered (a 2xx), failed (tried again later), given-up (an event's last failure, after 24 hours).",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const writesRefused = new Counter({
    name: 'storefront_write_limit_refusals_total',
    help: "Customers' write attempts refused 429 by their per-minute limit, by kind (cart, order, address), and integrations' (partner).",
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'storefront_orders_placed_total',
    help: 'Orders placed (a retry with the same Idempotency-Key is not counted again).',
    registers: [registry],
  });
  const tokensRefused = new Counter({
    name: 'storefront_token_verification_failures_total',
    help: 'Sign-in tokens refused, by reason: invalid, session-ended, not-accepted, firebase-unavailable.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const firebaseCalls = new Histogram({
    name: 'storefront_firebase_verification_duration_seconds',
    help: "Time of each call to Firebase about a sign-in token, by check (revocation: the account and session asked of Firebase's servers, on every order and address-book change and at most every 5 minutes a sign-in otherwise; token: the token alone) and outcome (answered, failed).",
    labelNames: ['check', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'storefront_database_query_duration_seconds',
    help: 'Time of each database statement (connections and transactions included), by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'storefront_database_pool_connections',
    help: 'PostgreSQL pool connections by state (open, idle) and requests waiting for one (waiting); none on SQLite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pools = watchedPools();
      const sum = (count: (pool: (typeof pools)[number]) => number) =>
        pools.reduce((total, pool) => total + count(pool), 0);
      this.set(
        { state: 'open' },
        sum((pool) => pool.totalCount),
      );
      this.set(
        { state: 'idle' },
        sum((pool) => pool.idleCount),
      );
      this.set(
        { state: 'waiting' },
        sum((pool) => pool.waitingCount),
      );
    },
  });
  new Gauge({
    name: 'storefront_page_renders',
    help: 'Page renders running now, and waiting their turn (src/middleware.ts renders two at once).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = watchedRenders();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  const rendersRefused = new Counter({
    name: 'storefront_page_render_refusals_total',
    help: 'Pages answered 503 busy without a render, by reason: queue-full, waited-too-long.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  onSignal((event) => {
    if (event.kind === 'write-refused') writesRefused.inc({ kind: event.write });
    else if (event.kind === 'render-refused') rendersRefused.inc({ reason: event.reason });
    else if (event.kind === 'order-placed') ordersPlaced.inc();
    else if (event.kind === 'webhook-delivery') webhookDeliveries.inc({ outcome: event.outcome });
    else if (event.kind === 'token-refused') tokensRefused.inc({ reason: event.reason });
    else if (event.kind === 'firebase-asked') {
      const check = event.revocation ? 'revocation' : 'token';
      firebaseCalls.observe({ check, outcome: event.answered ? 'answered' : 'failed' }, event.seconds);
    } else queries.observe({ outcome: event.failed ? 'failed' : 'answered' }, event.seconds);
  });
  const requests = new Counter({
    name: 'storefront_http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route pattern.',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'storefront_cache_answers_total',
    help: "Answers of Astro's route cache (catalog pages and reads, the customer screens' shells), by outcome (HIT, MISS, STALE).",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const cspReports = new Counter({
    name: 'storefront_csp_reports_total',
    help: 'Content-Security-Policy violations browsers reported, by directive.',
    labelNames: ['directive'] as const,
    registers: [registry],
  });
  const cspRefused = new Counter({
    name: 'storefront_csp_reports_refused_total',
    help: "CSP reports refused: violations past their client's or the instance's rate, each (rate); reports too large (size) or not a report (invalid).",
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return {
    registry,
    /** Counts one reported violation (`directive` from csp-reports.ts's fixed set). */
    cspReport(directive: string): void {
      cspReports.inc({ directive });
    },
    /** Counts a refused report, or `count` violations of one past the rate. */
    cspRefused(reason: 'rate' | 'size' | 'invalid', count = 1): void {
      cspRefused.inc({ reason }, count);
    },
    /** Counts one finished request. */
    observe({ route, method, status, seconds, cacheOutcome }: ObservedRequest): void {
      requests.inc({ route, method: knownMethod(method), status: String(status) });
      duration.observe({ route }, seconds);
      if (cacheOutcome && CACHE_OUTCOMES.has(cacheOutcome)) cache.inc({ outcome: cacheOutcome });
    },
  };
}

export interface ObservedRequest {
  route: string;
  method: string;
  status: number;
  seconds: number;
  cacheOutcome?: string;
}

const CACHE_OUTCOMES = new Set(['HIT', 'MISS', 'STALE']);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A method label from a fixed set: Node accepts dozens of methods, and a client may send any of them. */
function knownMethod(method: string): string {
  return METHODS.has(method) ? method : 'other';
}

/**
 * Whether the public listener answers a request for the metrics: only with `Authorization: Bearer <METRICS_TOKEN>`,
 * from any client, this machine's included (a proxy, a tunnel or a sidecar on it makes every client look local);
 * 404 when no token is set, so that they are not served there at all (METRICS_PORT serves them on loopback,
 * node/metrics-listener.ts), 401 for a missing or wrong token. Compared as digests, in constant time.
 */
export function metricsAccess(authorization: string | undefined, token: string | undefined): 200 | 401 | 404 {
  if (!token) return 404;
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (given === undefined) return 401;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token)) ? 200 : 401;
}
