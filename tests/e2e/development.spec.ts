// What a developer sees under `astro dev`: the first tap on a freshly painted menu is taken, and the browser's console
// stays quiet, so that a message there means something. React checks its islands against the server's markup only in
// development, and only `astro dev` has no service worker to register.
import type { ConsoleMessage } from '@playwright/test';
import { cartCount } from '../fixtures/cart.ts';
import { startDevelopment, type DevelopmentServer } from '../fixtures/development-server.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('under astro dev', () => {
  let development: DevelopmentServer;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    development = await startDevelopment(TEST_PORTS.e2eDevelopment, 'e2e-development');
  });

  test.afterAll(() => development?.stop());

  test('Add to Cart tapped before its island wakes is taken, with nothing in the console', async ({ page }) => {
    // Vite compiles each module on its first request.
    test.setTimeout(90_000);
    const complaints: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    await page.goto(`${development.origin}/restaurants/1`);
    await page.getByRole('button', { name: 'Add to Cart: Margherita Pizza', exact: true }).click();
    await expect(cartCount(page)).toHaveText('1', { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).toBe(0);
    expect(complaints).toEqual([]);
  });

  test('a service worker a build left on the same address is removed, not left to answer for the pages', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.route('**/sw.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "addEventListener('fetch', () => {});" }),
    );
    await page.goto(`${development.origin}/restaurants`);
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready));
    await context.unroute('**/sw.js');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length)))
      .toBe(0);
  });
});
