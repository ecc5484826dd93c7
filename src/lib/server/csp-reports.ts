import * as v from 'valibot';

/**
 * Content-Security-Policy violation reports from customers' browsers (POST /csp-report, named by the pages' policy in
 * security-headers.ts): both forms browsers send, the older `report-uri` one and the Reporting API's. A report says
 * only which directive blocked what; its other fields (the page's address, a sample of the blocked script) may carry
 * a customer's data, so nothing but the directive and the blocked resource's origin is kept.
 */

/** A browser's report is well under 1 KiB; a batch of the Reporting API a few. */
export const MAX_CSP_REPORT_BYTES = 16 * 1024;
/** Reports accepted a minute by one instance, from all browsers together: past it they are refused, unlogged. */
const CSP_REPORTS_PER_MINUTE = 60;

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

/**
 * A token bucket for the whole process: `perMinute` reports, refilled evenly, at most `perMinute` at once. A page
 * broken for everyone sends a report per visit; a few a second tell the operator all there is to tell.
 */
export function createReportBudget(perMinute = CSP_REPORTS_PER_MINUTE, now: () => number = Date.now) {
  let tokens = perMinute;
  let last = now();
  return {
    /** Whether one more report may be taken now. */
    take(): boolean {
      const time = now();
      tokens = Math.min(perMinute, tokens + ((time - last) * perMinute) / 60_000);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
