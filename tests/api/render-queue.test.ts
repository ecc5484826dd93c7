// Pages render two at a time (src/middleware.ts); the rest wait their turn, at most 5 s, then are refused. Here their
// renders are held up by a lock on the restaurant table (PostgreSQL's lock wait, 2 s, then a 503 of its own), so that
// the queue fills as it does under a flood of addresses nobody asked for before.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { NON_HTML_CSP } from '../../src/lib/server/security-headers.ts';
import { onPostgres } from '../fixtures/database.ts';
import { metricsOf } from '../fixtures/metrics.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { createDatabase } from '../fixtures/postgres.ts';
import { startServer, type RunningServer } from '../fixtures/server.ts';

const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe.runIf(onPostgres())('the render queue', () => {
  let server: RunningServer;
  let holder: pg.Client;
  let menu = 900_000;
  let answered = 0;

  /**
   * A menu nobody asked for before: nothing kept answers it, so it waits its turn to render. `answeredAs` is the
   * order in which the answers of this test file came back.
   */
  const unaskedMenu = (headers: Record<string, string> = BROWSER) =>
    fetch(`${server.origin}/restaurants/${(menu += 1)}`, { headers }).then(async (response) => ({
      status: response.status,
      headers: response.headers,
      body: await response.text(),
      answeredAs: (answered += 1),
    }));

  /** Takes the restaurant table until `release`, once some render waits for it. */
  async function holdRestaurants(): Promise<() => Promise<void>> {
    await holder.query('begin');
    await holder.query('lock table restaurant in access exclusive mode');
    return async () => {
      await holder.query('commit');
    };
  }

  async function someRenderWaitsForTheLock(): Promise<void> {
    await vi.waitFor(async () => {
      const { rows } = await holder.query(
        "select count(*)::int as waiting from pg_locks where relation = 'restaurant'::regclass and not granted",
      );
      expect(rows[0].waiting).toBeGreaterThan(0);
    });
  }

  beforeAll(async () => {
    const url = await createDatabase(inject('postgresAdminUrl') ?? '', `render_queue_${Date.now()}`);
    server = await startServer(TEST_PORTS.renderQueue, url);
    holder = new pg.Client(url);
    await holder.connect();
  }, 35_000);

  afterAll(async () => {
    await holder?.end();
    await server?.stop();
  });

  test('the health checks never wait in it, nor a call nobody answers', async () => {
    // An orchestrator's probe that waited behind the pages (up to 5 s, then 503) would take a busy instance out of
    // service, or restart it.
    const release = await holdRestaurants();
    let rendered = 0;
    const pages = Array.from({ length: 4 }, () => unaskedMenu().finally(() => (rendered += 1)));
    await someRenderWaitsForTheLock();
    const checks = await Promise.all(['/healthz', '/readyz'].map((path) => fetch(`${server.origin}${path}`)));
    expect([checks.map((check) => check.status), rendered]).toEqual([[200, 200], 0]);
    // Nor does a call that no endpoint answers: no page is rendered for it.
    const unknownCall = await fetch(`${server.origin}/restaurants-api/no-such-call`);
    expect([unknownCall.status, (await unknownCall.json()).error.code, rendered]).toEqual([404, 'not_found', 0]);
    await release();
    expect((await Promise.all(pages)).map(({ status }) => status)).toEqual([404, 404, 404, 404]);
  });

  test('a browser refused its turn gets a page saying so, with Try again; other clients a line of text', async () => {
    const release = await holdRestaurants();
    // Two render at once, each refused by the lock wait after 2 s: the fifth and later are still waiting at 5 s.
    const pages = Array.from({ length: 8 }, () => unaskedMenu());
    await someRenderWaitsForTheLock();
    // What an operator sees meanwhile.
    await vi.waitFor(async () => {
      const metrics = await metricsOf(server.origin);
      expect(metrics).toContain('storefront_page_renders{state="running"} 2');
      expect(metrics).toContain('storefront_page_renders{state="waiting"} 6');
    });
    const fromAScript = unaskedMenu({});
    const answers = await Promise.all([...pages, fromAScript]);
    await release();

    const refused = answers.filter(({ body }) => body.includes('very busy'));
    // The pages that had their turn and were refused by the lock wait (2 s) show the stand-in at once, which waits
    // for no turn of its own: the first four come back before the refusals at 5 s.
    const unreachable = answers.filter(({ body }) => body.includes('cannot reach its data'));
    expect(unreachable.map(({ status }) => status)).toEqual([503, 503, 503, 503, 503, 503]);
    const firstRefusal = Math.min(...refused.map(({ answeredAs }) => answeredAs));
    expect(unreachable.filter(({ answeredAs }) => answeredAs < firstRefusal)).toHaveLength(4);
    for (const page of refused) {
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('1');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.body).toContain('<title>Please try again in a moment | Cymbal Eats</title>');
      expect(page.body).toContain(
        '<p>The storefront is very busy just now, so this page cannot be shown. Nothing in your cart is lost.</p>',
      );
      expect(page.body).toContain('<a href="">Try again</a><a href="/">Home</a>');
      // Its one style block applies, by its hash, and nothing else may load or run.
      const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(page.headers.get('content-security-policy')).toBe(`${NON_HTML_CSP}; style-src 'sha256-${hash}'`);
    }
    // The last two pages and the script's waited past 5 s; the pages before them had their turn.
    expect(refused).toHaveLength(2);
    const metrics = await metricsOf(server.origin);
    expect(metrics).toContain('storefront_page_render_refusals_total{reason="waited-too-long"} 3');
    const script = await fromAScript;
    expect([script.status, script.headers.get('content-type'), script.body]).toEqual([
      503,
      'text/plain; charset=utf-8',
      'The storefront is busy. Please try again in a moment.',
    ]);
  }, 20_000);

  test('past the 1,000 renders that may wait, a page is refused at once, and kept pages are still sent', async () => {
    await (await fetch(`${server.origin}/restaurants`, { headers: BROWSER })).text();
    const release = await holdRestaurants();
    const refusedAtOnce = async () => {
      const metrics = await metricsOf(server.origin);
      return Number(/storefront_page_render_refusals_total\{reason="queue-full"\} (\d+)/.exec(metrics)?.[1] ?? 0);
    };
    // Two render (held up by the lock), 1,000 wait their turn, and the others find the queue full: about 100, as
    // many as arrive before the lock's wait (2 s) lets the next two renders have their turn.
    const pages = Array.from({ length: 1100 }, () => unaskedMenu());
    await vi.waitFor(async () => expect(await refusedAtOnce()).toBeGreaterThan(0), { timeout: 5000 });
    const meanwhile = await fetch(`${server.origin}/restaurants`, { headers: BROWSER });
    await release();
    const answers = await Promise.all(pages);

    expect(meanwhile.status).toBe(200);
    expect(meanwhile.headers.get('x-astro-cache')).toMatch(/^(HIT|STALE)$/);
    const busy = answers.filter(({ status, body }) => status === 503 && body.includes('very busy'));
    expect(busy.length).toBeGreaterThanOrEqual(await refusedAtOnce());
    // The others had their turn (a menu nobody has), or met the lock or waited too long for it: 503 and Retry-After.
    for (const { status, headers } of answers) {
      expect([status, status === 503 ? headers.get('retry-after') : null]).toEqual(
        status === 404 ? [404, null] : [503, expect.stringMatching(/^\d+$/)],
      );
    }
  }, 30_000);
});
