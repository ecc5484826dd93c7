import { expect, test } from 'vitest';
import { createReportBudget, readCspReport } from '../../../../src/lib/server/csp-reports.ts';

test("report-uri's form gives the directive and the blocked resource's origin only", () => {
  const body = JSON.stringify({
    'csp-report': {
      'document-uri': 'https://eats.example.com/orders?user-id=jane@example.com',
      'blocked-uri': 'https://evil.example.net/steal.js?who=jane@example.com',
      'effective-directive': 'script-src-elem',
      'violated-directive': 'script-src-elem',
      'script-sample': 'secret',
    },
  });
  expect(readCspReport('application/csp-report', body)).toEqual([
    { directive: 'script-src-elem', blocked: 'https://evil.example.net' },
  ]);
});

test("the Reporting API's batch gives its CSP violations, keywords as they are, unknown directives as other", () => {
  const body = JSON.stringify([
    { type: 'csp-violation', url: 'https://x', body: { blockedURL: 'inline', effectiveDirective: 'style-src-attr' } },
    { type: 'csp-violation', body: { blockedURL: 'not a url at all', effectiveDirective: 'made-up-src' } },
    { type: 'deprecation', body: {} },
  ]);
  expect(readCspReport('application/reports+json; charset=utf-8', body)).toEqual([
    { directive: 'style-src-attr', blocked: 'inline' },
    { directive: 'other', blocked: 'other' },
  ]);
});

test('anything else is not a report', () => {
  expect(readCspReport('application/json', JSON.stringify({ 'csp-report': {} }))).toBeUndefined();
  expect(readCspReport('application/csp-report', '{"nope":1}')).toBeUndefined();
  expect(readCspReport('application/csp-report', 'not json')).toBeUndefined();
  expect(readCspReport('application/reports+json', '[]')).toBeUndefined();
});

test('the budget takes its rate a minute, refilling evenly, never more than a minute’s at once', () => {
  let now = 0;
  const budget = createReportBudget(60, () => now);
  expect(Array.from({ length: 61 }, () => budget.take()).filter(Boolean)).toHaveLength(60);
  now += 1_000;
  expect([budget.take(), budget.take()]).toEqual([true, false]);
  now += 3_600_000;
  expect(Array.from({ length: 100 }, () => budget.take()).filter(Boolean)).toHaveLength(60);
});
