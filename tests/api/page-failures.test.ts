// A page that cannot be rendered answers the storefront's own page in its place, with the refusal's status: never a
// bare line of text, never a trace. Here something of ours fails (the menu's table renamed under the server, as a bad
// migration or an operator's mistake would); the database being unavailable is database-outage.test.ts's (503), and
// the edge's origin being away edge.spec.ts's.
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { freshSqliteUrl, startServer, testDatabaseFile, type RunningServer } from '../fixtures/server.ts';

describe('a page that fails for a reason of ours', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(TEST_PORTS.pageFailures, freshSqliteUrl('page-failures'));
  }, 35_000);

  afterAll(async () => {
    await server?.stop();
  });

  test('answers 500 with the storefront’s page, what happened and Try again; the cause is in the log only', async () => {
    const database = new DatabaseSync(testDatabaseFile('page-failures'));
    try {
      database.exec('ALTER TABLE menu_item RENAME TO menu_item_gone');
      const answer = await fetch(`${server.origin}/restaurants/3?from=home`);
      expect(answer.status).toBe(500);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('retry-after')).toBeNull();
      expect(answer.headers.get('content-security-policy')).toContain('script-src');
      const page = await answer.text();
      expect(page).toContain('<title>Something went wrong | Cymbal Eats</title>');
      expect(page).toContain('<h1>Something went wrong</h1>');
      expect(page).toContain('Something went wrong on our side, so this page cannot be shown. Please try again.');
      expect(page).toContain('<a class="btn" href="">Try again</a>');
      expect(page).not.toContain('menu_item');
      expect(server.output()).toMatch(/GET \/restaurants\/3 failed[\s\S]*no such table: menu_item/);
    } finally {
      database.exec('ALTER TABLE menu_item_gone RENAME TO menu_item');
      database.close();
    }
    const again = await fetch(`${server.origin}/restaurants/3?from=home`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Sakura Sushi House');
  });

  test('asked for at its own address, the stand-in page is a page not found', async () => {
    const answer = await fetch(`${server.origin}/stand-in`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('<h1>404 Not Found</h1>');
  });
});
