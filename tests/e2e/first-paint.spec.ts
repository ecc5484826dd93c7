// Nothing but the document stands between a phone and its first screen: the pages' scripts are fetched at low
// priority once its first content is shown, the picture that is the screen's largest paint comes inside the document,
// and every other picture is fetched as it comes into view.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { GUEST_MARGHERITA } from '../fixtures/cart-items.ts';
import { GUEST_CART_KEY, TRATTORIA, cartCount } from '../fixtures/cart.ts';
import { expectPictureInPage } from '../fixtures/pages.ts';
import { holdScreenScript } from '../fixtures/takeover.ts';

// What the page itself asks for: a service worker's precache would ask for the same files first.
test.use({ serviceWorkers: 'block' });

/** Opens `path` and answers each script the document started, with the priority Chromium fetched it at. */
async function scriptPriorities(page: Page, path: string): Promise<Record<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    if (type === 'Script') priorities.set(request.url, request.initialPriority);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const started = await page.evaluate(() =>
    [...document.scripts].filter((script) => script.type === 'module' && script.src).map((script) => script.src),
  );
  return Object.fromEntries(started.map((url) => [new URL(url).pathname, priorities.get(url) ?? 'not fetched']));
}

for (const path of ['/', '/restaurants', `/restaurants/${TRATTORIA.id}`, '/cart', '/orders']) {
  test(`${path} fetches its scripts at low priority, and they run`, async ({ page }) => {
    await page.addInitScript(({ key, cart }) => localStorage.setItem(key, cart), {
      key: GUEST_CART_KEY,
      cart: JSON.stringify([GUEST_MARGHERITA]),
    });
    const priorities = await scriptPriorities(page, path);
    const layoutScript = Object.keys(priorities).find((script) => script.includes('BaseLayout'));
    expect(layoutScript, 'the header script').toBeDefined();
    for (const [script, priority] of Object.entries(priorities)) expect(priority, script).toBe('Low');
    const [firstPaint, firstScript] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    ]);
    expect(firstScript, 'the first script asked for after the first content was shown').toBeGreaterThan(
      firstPaint ?? Infinity,
    );
    // The header's script ran: the server sends the count as 0, the device's cart holds one dish.
    await expect(cartCount(page)).toHaveText('1');
  });
}

const pictures = (page: Page, within: string) =>
  page
    .locator(`${within} img`)
    .evaluateAll((images) =>
      images.map((image) => `${image.getAttribute('loading') ?? 'auto'} ${image.getAttribute('fetchpriority') ?? ''}`),
    );

test('the web app manifest is linked once the first content is shown, not in the document as sent', async ({
  page,
}) => {
  const sent = await (await page.request.get('/')).text();
  const head = sent.slice(0, sent.indexOf('</head>'));
  expect(head).not.toContain('rel="manifest"');
  await page.goto('/');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('the home page fetches no card picture before its greeting is painted', async ({ page }) => {
  await page.goto('/');
  const cards = await pictures(page, 'main');
  expect(cards.length).toBeGreaterThan(0);
  expect(new Set(cards)).toEqual(new Set(['lazy ']));
});

/** Opens `path` and answers the addresses of the restaurants' pictures it asked for until its load event. */
async function restaurantPicturesFetched(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { protocol, pathname } = new URL(request.url());
    if (protocol !== 'data:' && pathname.startsWith('/images/restaurants/')) fetched.push(pathname);
  });
  await page.goto(path, { waitUntil: 'load' });
  return fetched;
}

test("the list's first card's picture comes inside the document, and the others as they come into view", async ({
  page,
}) => {
  // A search keeps the restaurants other files add to the database out of the first place.
  const fetched = await restaurantPicturesFetched(page, '/restaurants?q=Indian');
  const shown = page.locator('main .grid > li:not([hidden])');
  await expect(shown.first()).toContainText('Bombay Tandoor House');
  await expectPictureInPage(shown.first().locator('img'), '/images/restaurants/bombay-tandoor-house.svg');
  expect(fetched).not.toContain('/images/restaurants/bombay-tandoor-house.svg');
  const others = await pictures(page, 'main .grid > li:not(:has(img[src^="data:"]))');
  expect(others.length).toBeGreaterThan(0);
  expect(new Set(others)).toEqual(new Set(['lazy ']));
});

test("a menu's restaurant picture comes inside the document, and the dishes' as they come into view", async ({
  page,
}) => {
  const fetched = await restaurantPicturesFetched(page, `/restaurants/${TRATTORIA.id}`);
  await expectPictureInPage(page.locator('.restaurant img'), '/images/restaurants/trattoria-bella-luna.svg');
  expect(fetched).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  const [, ...dishes] = await pictures(page, 'main');
  expect(dishes.length).toBeGreaterThan(0);
  expect(new Set(dishes)).toEqual(new Set(['lazy ']));
});

test("a visitor whose device keeps nothing sees the empty cart before the page's script arrives", async ({ page }) => {
  const release = await holdScreenScript(page);
  // The held script holds the load event back too.
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const screen = page.locator('[data-screen="cart"]');
  await expect(screen.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  await expect(screen.getByText('Shopped here before? Sign in to see the cart you kept.')).toBeVisible();
  await expect(screen.getByText('Loading your cart…')).toBeHidden();

  release();
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(screen.getByText('Your cart is empty.', { exact: true })).toHaveCount(1);
  await expect(screen.getByRole('link', { name: 'Browse Restaurants' })).toBeVisible();
});

test("a cart kept on the device is loading until the page's script paints it, never shown empty", async ({ page }) => {
  await page.addInitScript(({ key, cart }) => localStorage.setItem(key, cart), {
    key: GUEST_CART_KEY,
    cart: JSON.stringify([GUEST_MARGHERITA]),
  });
  const release = await holdScreenScript(page);
  // The held script holds the load event back too.
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const screen = page.locator('[data-screen="cart"]');
  await expect(screen.getByText('Loading your cart…')).toBeVisible();
  await expect(screen.getByText('Your cart is empty.', { exact: true })).toBeHidden();

  release();
  await expect(screen.getByRole('heading', { name: GUEST_MARGHERITA.name })).toBeVisible();
  await expect(screen.getByText('Loading your cart…')).toHaveCount(0);
});
