// Nothing but the document stands between a phone and its first screen: the pages' scripts are fetched at low
// priority once the document has been read, and only the picture that is the screen's largest paint is fetched at once.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { GUEST_MARGHERITA } from '../fixtures/cart-items.ts';
import { GUEST_CART_KEY, TRATTORIA, cartCount } from '../fixtures/cart.ts';
import { holdRequests } from '../fixtures/held-requests.ts';

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

test('the home page fetches no card picture before its greeting is painted', async ({ page }) => {
  await page.goto('/');
  const cards = await pictures(page, 'main');
  expect(cards.length).toBeGreaterThan(0);
  expect(new Set(cards)).toEqual(new Set(['lazy ']));
});

test("the list fetches its first card's picture at once, and the others as they come into view", async ({ page }) => {
  await page.goto('/restaurants');
  const [first, ...others] = await pictures(page, 'main .grid');
  expect(first).toBe('eager high');
  expect(others.length).toBeGreaterThan(0);
  expect(new Set(others)).toEqual(new Set(['lazy ']));
});

test("a menu fetches the restaurant's picture at once, and the dishes' as they come into view", async ({ page }) => {
  await page.goto(`/restaurants/${TRATTORIA.id}`);
  const [restaurant, ...dishes] = await pictures(page, 'main');
  expect(restaurant).toBe('auto high');
  expect(dishes.length).toBeGreaterThan(0);
  expect(new Set(dishes)).toEqual(new Set(['lazy ']));
});

/** Holds back every customer screen's page script, as a slow network does, until the returned function is called. */
const holdScreenScript = (page: Page) => holdRequests(page, '**/_astro/CustomerScreenScript.*');

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
