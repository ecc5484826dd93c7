// The edge on its own: with its origin stopped, the catalog pages it has read, and any search, still render there;
// what needs the origin (a customer's call, a menu never read) is answered 503 with Retry-After.
import AxeBuilder from '@axe-core/playwright';
import { startEdge, type RunningEdge } from '../fixtures/edge.ts';
import { restaurantCards, searchBox } from '../fixtures/pages.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { freshSqliteUrl, startServer, testDatabaseFile, type RunningServer } from '../fixtures/server.ts';
import { makeIntegration } from '../fixtures/partner.ts';
import { PARTNER_MAX_BODY_BYTES } from '../../src/lib/server/http.ts';
import { expect, test } from '../fixtures/test.ts';

let origin: RunningServer;
let edge: RunningEdge;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  origin = await startServer(TEST_PORTS.originAway, freshSqliteUrl('origin-away'));
  edge = await startEdge(TEST_PORTS.edgeOriginAway, origin.origin, 'origin-away');
});

test.afterAll(async () => {
  await edge?.stop();
  await origin?.stop();
});

test(
  'the partner API goes through to the origin, its own body bound held at the edge',
  { tag: '@edge' },
  async ({ request }) => {
    const pos = await makeIntegration(`file:${testDatabaseFile('origin-away')}`, {
      name: 'Edge POS',
      restaurantIds: [1],
    });
    const headers = { Authorization: `Bearer ${pos.secret}` };
    const listed = await request.get(`${edge.origin}/partner-api/v1/orders`, { headers });
    expect([listed.status(), listed.headers()['cache-control']]).toEqual([200, 'private, no-store']);
    expect(await listed.json()).toEqual({ orders: [], next: null });
    // Larger than any customer call may send, within the partner API's bound: the origin reads it (and finds no order).
    const padded = await request.post(`${edge.origin}/partner-api/v1/orders/2/status`, {
      headers,
      data: { status: 'Preparing', padding: 'x'.repeat(200_000) },
    });
    expect((await padded.json()).error.code).toBe('order_not_found');
    const printed = origin.printed();
    const tooLarge = await request.post(`${edge.origin}/partner-api/v1/orders/1/status`, {
      headers,
      data: { status: 'Preparing', padding: 'x'.repeat(PARTNER_MAX_BODY_BYTES) },
    });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).error.message).toBe(`The body must be at most ${PARTNER_MAX_BODY_BYTES} bytes.`);
    // Refused at the edge: the origin logged the listing that followed, and never saw the body.
    await request.get(`${edge.origin}/partner-api/v1/orders?limit=1`, { headers });
    await expect.poll(() => origin.output(printed), { timeout: 5_000 }).toContain('/partner-api/v1/orders?limit=1');
    expect(origin.output(printed)).not.toContain('/partner-api/v1/orders/1/status');
  },
);

test(
  'with the origin stopped, the edge still renders the home page, the list, a new search and a visited menu; a menu it never read says to try again',
  { tag: '@edge' },
  async ({ page }) => {
    for (const path of ['/', '/restaurants', '/restaurants/1']) {
      expect((await page.goto(`${edge.origin}${path}`))?.status(), path).toBe(200);
    }
    await origin.stop();

    const home = await page.goto(`${edge.origin}/`);
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Cymbal Eats!');
    await expect(page.getByRole('list', { name: 'Cuisines' }).getByRole('listitem')).not.toHaveCount(0);

    expect((await page.goto(`${edge.origin}/restaurants`))?.status()).toBe(200);
    await expect(restaurantCards(page)).toHaveCount(14);

    // A term nobody searched before: rendered at the edge from the restaurants it kept.
    const search = await page.goto(`${edge.origin}/restaurants?q=${encodeURIComponent('ramen')}`);
    expect(search?.status()).toBe(200);
    await expect(searchBox(page)).toHaveValue('ramen');
    await expect(restaurantCards(page).filter({ visible: true }).getByRole('heading')).toHaveText(['Ramen Hoshi']);

    expect((await page.goto(`${edge.origin}/restaurants/1`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trattoria Bella Luna');
    await expect(page.getByRole('button', { name: 'Add to Cart: Margherita Pizza', exact: true })).toBeVisible();

    // A menu the edge never read cannot be shown: its visitor is told so, in the storefront's page, and can try again.
    const unread = await page.goto(`${edge.origin}/restaurants/2`);
    expect([unread?.status(), unread?.headers()['retry-after']]).toEqual([503, '2']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please try again in a moment');
    await expect(
      page.getByText(
        'The storefront cannot reach its data just now, so this page cannot be shown. Nothing in your cart is lost.',
        { exact: true },
      ),
    ).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    const again = page.waitForResponse(`${edge.origin}/restaurants/2`);
    await page.getByRole('link', { name: 'Try again', exact: true }).click();
    expect((await again).status()).toBe(503);
    await expect(page).toHaveURL(`${edge.origin}/restaurants/2`);

    const call = await page.request.get(`${edge.origin}/shopping-cart-api/get-cart-item-count?user-id=a@example.com`);
    expect([call.status(), call.headers()['retry-after']]).toEqual([503, '5']);
    expect((await call.json()).error.code).toBe('unavailable');
  },
);
