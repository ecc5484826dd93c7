// What a developer sees under `astro dev`: the first tap on a freshly painted menu is taken, a customer buys from
// sign-in to the orders as in production, a build beside it leaves its open pages working, and the browser's console
// stays quiet, so that a message there means something. React checks its islands against the server's markup only in
// development, and only `astro dev` has no service worker to register.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { ConsoleMessage, Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/auth.ts';
import { cartCount } from '../fixtures/cart.ts';
import { deliveryFields, deliveryForm, fillDeliveryForm } from '../fixtures/checkout.ts';
import { startDevelopment, type DevelopmentServer } from '../fixtures/development-server.ts';
import {
  accountButton,
  headerScriptRan,
  completeEmulatorPopup,
  signInWithGooglePopup,
  useGoogleLoaderStub,
} from '../fixtures/google-sign-in.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The errors and warnings the page logs from now on. */
function consoleComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  return complaints;
}

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
    const complaints = consoleComplaints(page);
    await page.goto(`${development.origin}/restaurants/1`);
    await page.getByRole('button', { name: 'Add to Cart: Margherita Pizza', exact: true }).click();
    await expect(cartCount(page)).toHaveText('1', { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).toBe(0);
    expect(complaints).toEqual([]);
  });

  test('a customer signs in with the popup, buys and finds the order, with nothing in the console', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await useGoogleLoaderStub(context);
    const complaints = consoleComplaints(page);
    const customer = { email: uniqueEmail('dev-buyer'), name: 'Grace Dev' };
    await page.goto(`${development.origin}/`);
    await signInWithGooglePopup(page, customer);
    await page.goto(`${development.origin}/restaurants/1`);
    await page.getByRole('button', { name: 'Add to Cart: Margherita Pizza', exact: true }).click();
    await expect(cartCount(page)).toHaveText('1', { timeout: 30_000 });
    await page.goto(`${development.origin}/cart`);
    await expect(page.getByText('Total: $13.99', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Proceed to Checkout', exact: true }).click();
    await fillDeliveryForm(page, deliveryFields('Grace Dev'));
    await deliveryForm(page)
      .getByRole('button', { name: /^Place Order/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible({ timeout: 30_000 });
    await page.goto(`${development.origin}/orders`);
    await expect(page.getByRole('link', { name: /^Order Details for order \d+$/ })).toHaveCount(1, { timeout: 30_000 });
    await accountButton(page, 'Sign Out').click();
    await expect(accountButton(page, 'Sign In')).toBeVisible();
    expect(complaints).toEqual([]);
  });

  test('a build beside it and a copy of the project leave an open page as it was, and its first Sign In opens the popup', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await useGoogleLoaderStub(context);
    const complaints = consoleComplaints(page);
    await page.goto(`${development.origin}/`);
    await page.evaluate(() => ((window as { openedBeforeBuild?: boolean }).openedBeforeBuild = true));

    // What `npm start` or `npm run build` does in the checkout while `npm run dev` runs, and what deploy.spec.ts's copy
    // of the project starts with.
    const beside = resolve(ROOT, 'data/test/e2e-development-beside');
    rmSync(beside, { recursive: true, force: true });
    mkdirSync(beside, { recursive: true });
    copyFileSync(resolve(ROOT, 'tsconfig.json'), resolve(beside, 'tsconfig.json'));
    await promisify(execFile)(
      process.execPath,
      ['node_modules/astro/bin/astro.mjs', 'build', '--silent', '--outDir', resolve(beside, 'dist')],
      { cwd: ROOT, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, timeout: 150_000 },
    );

    const popupOpened = page.waitForEvent('popup', { timeout: 15_000 });
    await headerScriptRan(page);
    await accountButton(page, 'Sign In').click();
    await completeEmulatorPopup(await popupOpened, { email: uniqueEmail('dev-beside'), name: 'Grace Beside' });
    await expect(accountButton(page, 'Sign Out')).toBeVisible();
    expect(await page.evaluate(() => (window as { openedBeforeBuild?: boolean }).openedBeforeBuild)).toBe(true);
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
