import { LRUCache } from 'lru-cache';
import * as v from 'valibot';

/**
 * Content-Security-Policy violation reports from customers' browsers (POST /csp-report, named by the pages' policy in
 * security-headers.ts): both forms browsers send, the older `report-uri` one and the Reporting API's. A report says
 * only which directive blocked what; its other fields (the page's address, a sample of the blocked script) may carry
 * a customer's data, so nothing but the directive and the blocked resource's origin is kept.
 */

/** A browser's report is well under 1 KiB; a batch of the Reporting API a few. */
export const MAX_CSP_REPORT_BYTES = 16 * 1024;
/** Violations one client may have logged a minute (a report of the Reporting API may hold up to 100). */
const CSP_VIOLATIONS_PER_CLIENT_PER_MINUTE = 10;
/** Violations one instance logs a minute, from every client together: the bound on what reports add to its log. */
const CSP_VIOLATIONS_PER_MINUTE = 60;
/** Clients whose budgets are kept; past it the one heard from longest ago is forgotten (and starts afresh). */
const CLIENTS_KEPT = 10_000;

const Text = v.pipe(v.string(), v.maxLength(2048));

/** `report-uri`'s form, `Content-Type: application/csp-report`. */
const ReportUriSchema = v.object({
  'csp-report': v.object({
    'blocked-uri': v.optional(Text, ''),
    'effective-directive': v.optional(Text),
    'violated-directive': v.optional(Text),
  }),
});

/** The Reporting API's form, `Content-Type: application/reports+json`: a batch, of which only CSP reports count. */
const ReportToSchema = v.pipe(
  v.array(
    v.object({
      type: Text,
      body: v.optional(
        v.object({
          blockedURL: v.optional(Text, ''),
          effectiveDirective: v.optional(Text),
        }),
      ),
    }),
  ),
  v.minLength(1),
  v.maxLength(100),
);

/** The directives a report may name: any other reads `other`, so the metric's labels stay a fixed set. */
const DIRECTIVES = new Set([
  'base-uri',
  'child-src',
  'connect-src',
  'default-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'worker-src',
  'require-trusted-types-for',
  'trusted-types',
]);

export interface CspViolation {
  directive: string;
  /** The blocked resource's origin, or what the browser names it by (`inline`, `eval`, …). */
  blocked: string;
}

function directiveName(given: string | undefined): string {
  const name = given?.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? name : 'other';
}

function blockedOrigin(given: string): string {
  if (/^[a-z-]{1,20}$/i.test(given)) return given.toLowerCase();
  try {
    const url = new URL(given);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return 'other';
  }
}

/** The violations a report's body holds, or undefined when it is not a CSP report of either form. */
export function readCspReport(contentType: string, body: string): CspViolation[] | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase();
  if (type === 'application/csp-report') {
    const parsed = v.safeParse(ReportUriSchema, json);
    if (!parsed.success) return undefined;
    const report = parsed.output['csp-report'];
    return [
      {
        directive: directiveName(report['effective-directive'] ?? report['violated-directive']),
        blocked: blockedOrigin(report['blocked-uri']),
      },
    ];
  }
  if (type === 'application/reports+json') {
    const parsed = v.safeParse(ReportToSchema, json);
    if (!parsed.success) return undefined;
    return parsed.output.flatMap(({ type: kind, body: report }) =>
      kind === 'csp-violation' && report
        ? [{ directive: directiveName(report.effectiveDirective), blocked: blockedOrigin(report.blockedURL) }]
        : [],
    );
  }
  return undefined;
}

/** A token bucket: `perMinute` tokens, refilled evenly, at most `perMinute` at once. */
class Bucket {
  #tokens: number;
  #last: number;

  constructor(
    private readonly perMinute: number,
    now: number,
  ) {
    this.#tokens = perMinute;
    this.#last = now;
  }

  /** The whole tokens there are at `now`. */
  available(now: number): number {
    this.#tokens = Math.min(this.perMinute, this.#tokens + ((now - this.#last) * this.perMinute) / 60_000);
    this.#last = now;
    return Math.floor(this.#tokens);
  }

  spend(tokens: number): void {
    this.#tokens -= tokens;
  }
}

/**
 * How many reported violations are logged: each client (client-address.ts) at most `perClient` a minute, so that one
 * browser, or one script, cannot spend what others report; and the instance at most `perInstance` a minute from all
 * together, so that its log stays bounded however many addresses send. A violation, not a report, is the unit: one
 * report may carry a hundred. The budgets are this instance's own: behind several instances a client may be logged
 * by each, and each log stays within its bound.
 */
export function createReportBudget(
  {
    perClient = CSP_VIOLATIONS_PER_CLIENT_PER_MINUTE,
    perInstance = CSP_VIOLATIONS_PER_MINUTE,
    clientsKept = CLIENTS_KEPT,
  } = {},
  now: () => number = Date.now,
) {
  const instance = new Bucket(perInstance, now());
  const clients = new LRUCache<string, Bucket>({ max: clientsKept });
  return {
    /** Takes what may be logged now of `violations` from `client`: how many of them, from the first. */
    take(client: string, violations: number): number {
      const time = now();
      let bucket = clients.get(client);
      if (!bucket) {
        bucket = new Bucket(perClient, time);
        clients.set(client, bucket);
      }
      const taken = Math.min(violations, bucket.available(time), instance.available(time));
      bucket.spend(taken);
      instance.spend(taken);
      return taken;
    },
  };
}
