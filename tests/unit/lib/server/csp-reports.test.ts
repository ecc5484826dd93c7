import { describe, expect, test } from 'vitest';
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

describe('the budget of reported violations', () => {
  test('a client takes its rate a minute, counted in violations, refilling evenly, never more than a minute’s at once', () => {
    let now = 0;
    const budget = createReportBudget({ perClient: 10, perInstance: 1000 }, () => now);
    expect(budget.take('203.0.113.1', 100)).toBe(10);
    expect(budget.take('203.0.113.1', 1)).toBe(0);
    now += 6_000;
    expect([budget.take('203.0.113.1', 5), budget.take('203.0.113.1', 1)]).toEqual([1, 0]);
    now += 3_600_000;
    expect(budget.take('203.0.113.1', 100)).toBe(10);
  });

  test('one client spending its budget leaves every other client theirs', () => {
    const budget = createReportBudget({ perClient: 10, perInstance: 1000 }, () => 0);
    for (let report = 0; report < 50; report += 1) budget.take('203.0.113.1', 1);
    expect(budget.take('203.0.113.2', 3)).toBe(3);
    expect(budget.take('2001:db8::1', 10)).toBe(10);
  });

  test('the instance logs at most its own rate, however many clients send', () => {
    const budget = createReportBudget({ perClient: 10, perInstance: 60 }, () => 0);
    const taken = Array.from({ length: 1000 }, (_, client) => budget.take(`10.0.${client >> 8}.${client & 255}`, 10));
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(60);
  });

  test('clients are kept up to a number, the one heard from longest ago forgotten first', () => {
    const budget = createReportBudget({ perClient: 2, perInstance: 1000, clientsKept: 2 }, () => 0);
    expect(budget.take('a', 2)).toBe(2);
    budget.take('b', 1);
    budget.take('c', 1);
    // Forgotten, `a` starts afresh; the instance's bound still holds for it.
    expect(budget.take('a', 2)).toBe(2);
  });
});
