// A deploy that no open page notices: a menu page opened before a new build still adds to the cart after it, with the
// earlier build's files kept (scripts/keep-earlier-files.mjs), and recovers when its island's file is gone entirely
// (src/lib/screens/island-code.ts): it says so, reloads once and does the tap.
import type { Page } from '@playwright/test';
import { GUEST_CART_KEY, TRATTORIA, cartCount, openRestaurant } from '../fixtures/cart.ts';
import { deployedCopy, type DeployedCopy } from '../fixtures/deployed-copy.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('an island whose code does not arrive', () => {
  // The page's own requests, not a service worker's copies.
  test.use({ serviceWorkers: 'block' });

  test('says so, and the tap the menu did at once is not done again once the code arrives', async ({ page }) => {
    await openRestaurant(page, TRATTORIA);
    // The menu's own add before the island (src/lib/cart/first-adds.ts) has loaded.
    await page.waitForLoadState('networkidle');
    let connected = false;
    await page
      .context()
      .route('**/_astro/AddToCartButton.*', (route) =>
        connected ? route.continue() : route.abort('internetdisconnected'),
      );
    await page.getByRole('button', { name: 'Add to Cart: Margherita Pizza', exact: true }).click();
    await expect(page.locator('[data-island-notice]')).toHaveText(
      'We could not load this part of the page. Check your connection: what you tapped is kept and will be done once it loads.',
    );
    await expect(cartCount(page)).toHaveText('1');

    connected = true;
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
    await expect(page.locator('[data-island-notice]')).toBeHidden();
    await expect(cartCount(page)).toHaveText('1');
    expect(JSON.parse(await page.evaluate((key) => localStorage.getItem(key) ?? '[]', GUEST_CART_KEY))).toEqual([
      expect.objectContaining({ name: 'Margherita Pizza', quantity: 1 }),
    ]);
  });

  test('a tap before the menu could do it itself says so, is kept and is done once the code arrives', async ({
    page,
  }) => {
    await page.route('**/_astro/first-adds.*', (route) => route.abort('internetdisconnected'));
    await openRestaurant(page, TRATTORIA);
    let connected = false;
    await page
      .context()
      .route('**/_astro/AddToCartButton.*', (route) =>
        connected ? route.continue() : route.abort('internetdisconnected'),
      );
    await page.getByRole('button', { name: 'Add to Cart: Margherita Pizza', exact: true }).click();
    await expect(page.locator('[data-island-notice]')).toHaveText(
      'We could not load this part of the page. Check your connection: what you tapped is kept and will be done once it loads.',
    );
    await expect(cartCount(page)).toHaveText('0');

    connected = true;
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
    await expect(page.locator('[data-island-notice]')).toBeHidden();
  });
});

test.describe('a deploy while a page is open', () => {
  test.describe.configure({ mode: 'serial' });
  // What the network answers after a deploy; a service worker would answer the earlier build's files from its own
  // copies (offline.spec.ts), which would hide what happens when they are gone.
  test.use({ serviceWorkers: 'block' });

  let copy: DeployedCopy;

  test.beforeAll(async ({}, testInfo) => {
    // Builds are the same for both projects: one project deploys.
    if (testInfo.project.name !== 'phone') return;
    testInfo.setTimeout(180_000);
    copy = await deployedCopy('e2e-deploy', TEST_PORTS.e2eDeploy);
  });

  test.afterAll(async () => {
    await copy?.stop();
  });

  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one project deploys');
    testInfo.setTimeout(180_000);
  });

  /** Opens the menu and marks the page, so that a test can tell whether it was reloaded since. */
  async function openMenu(page: Page) {
    await page.goto(`${copy.origin}/restaurants/${TRATTORIA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: TRATTORIA.name })).toBeVisible();
    await page.evaluate(() => ((window as { openedBeforeDeploy?: boolean }).openedBeforeDeploy = true));
  }

  const wasReloaded = (page: Page) =>
    page.evaluate(() => (window as { openedBeforeDeploy?: boolean }).openedBeforeDeploy !== true);

  /** The file of the Add to Cart island that the open page names. */
  const islandFile = (page: Page) =>
    page
      .locator('astro-island[component-url*="/AddToCartButton."]')
      .first()
      .getAttribute('component-url')
      .then((url) => url?.split('/').pop() ?? '');

  const guestCart = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', GUEST_CART_KEY);

  test('a menu page opened before a deploy that changed its island adds to the cart after it', async ({ page }) => {
    await openMenu(page);
    const opened = await islandFile(page);
    expect(opened).toMatch(/^AddToCartButton\./);

    copy.change('src/islands/AddToCartButton.tsx', (text) =>
      text.replace('ADDED_FEEDBACK_MS = 1500', 'ADDED_FEEDBACK_MS = 1600'),
    );
    await copy.deploy();
    expect(copy.builtFiles('AddToCartButton.')).toContain(opened);
    expect(copy.builtFiles('AddToCartButton.')).toHaveLength(2);

    await page.getByRole('button', { name: 'Add to Cart: Margherita Pizza', exact: true }).click();
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
    expect(await wasReloaded(page)).toBe(false);
  });

  test('a menu page whose island file is gone reloads once and still adds what was tapped', async ({ page }) => {
    await openMenu(page);
    const opened = await islandFile(page);

    copy.change('src/islands/AddToCartButton.tsx', (text) =>
      text.replace('ADDED_FEEDBACK_MS = 1600', 'ADDED_FEEDBACK_MS = 1700'),
    );
    await copy.deploy();
    await copy.removeBuiltFile(opened);
    expect(copy.builtFiles('AddToCartButton.')).not.toContain(opened);

    const reloaded = page.waitForEvent('framenavigated', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Add to Cart: Tiramisu', exact: true }).click();
    await reloaded;
    await expect(cartCount(page)).toHaveText('1');
    expect(await wasReloaded(page)).toBe(true);
    expect(JSON.parse(await guestCart(page))).toEqual([expect.objectContaining({ name: 'Tiramisu', quantity: 1 })]);
    expect(await islandFile(page)).not.toBe(opened);
    // Done once: a later reload adds nothing more.
    await page.reload();
    await expect(cartCount(page)).toHaveText('1');
  });
});
