// The storefront on a lost connection: installable, visited pages and the customer's screens open offline
// through the service worker, cart changes made offline reach the server once when the connection returns, checkout
// refuses clearly, the orders show the device's last copy, and Sign Out leaves nothing behind. Also an Order Again cut
// short by a page change: the next page finishes it.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import {
  SAKURA,
  TRATTORIA,
  addToCart,
  addToServerCart,
  cartCount,
  cartLine,
  cartLines,
  deviceStorage,
  expectCartLine,
  openRestaurant,
  serverCart,
  setQuantity,
} from '../fixtures/cart.ts';
import {
  signInWithGooglePopup,
  signOutFromHeader,
  signedInCustomer,
  useGoogleLoaderStub,
} from '../fixtures/google-sign-in.ts';
import { deliveryFields, deliveryForm, fillDeliveryForm } from '../fixtures/checkout.ts';
import { cachedEntries, waitForServiceWorker } from '../fixtures/offline.ts';
import { HOME, listOrdersViaApi, placeOrderViaApi } from '../fixtures/orders.ts';
import { PHONE_ONLY } from '../fixtures/projects.ts';

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline. Pages you opened before' });
const waitingOnCart = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved on this device, waiting' });
const waitingOnCount = (page: Page) => page.locator('[data-cart-waiting]');

test('the storefront is installable: a manifest on every page with its name, start, display, colours and icons', async ({
  page,
}) => {
  await page.goto('/restaurants');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json(?:;|$)/);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Cymbal Eats',
    short_name: 'Cymbal Eats',
    start_url: '/',
    display: 'standalone',
    theme_color: '#b4320f',
    background_color: '#faf7f2',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's width and height are the first two numbers of its IHDR chunk.
    const bytes = await image.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('the service worker is served fresh on every load, under the policy that lets only this origin run workers', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await waitForServiceWorker(page);
});

test(
  'offline, a visited page reopens with its content and a notice, its buttons work, and any other page is the offline page',
  { tag: PHONE_ONLY },
  async ({ page, context }) => {
    await openRestaurant(page, SAKURA);
    await waitForServiceWorker(page);
    await page.goto('/');
    await context.setOffline(true);

    await openRestaurant(page, SAKURA);
    await expect(offlineNotice(page)).toBeVisible();
    // The island's code loads on this first tap, from the device.
    await addToCart(page, 'Salmon Maki', 1);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Cymbal Eats!' })).toBeVisible();

    await page.goto(`/restaurants/${TRATTORIA.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const kept = page.getByRole('region', { name: 'Pages you can open offline' }).getByRole('link');
    await expect(kept.filter({ hasText: SAKURA.name })).toHaveAttribute('href', `/restaurants/${SAKURA.id}`);
    await page.getByRole('link', { name: 'My Cart', exact: true }).first().click();
    await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });

    await context.setOffline(false);
    await page.reload();
    await expect(offlineNotice(page)).toBeHidden();
  },
);

test(
  'a visitor’s cart filled offline reaches the server once, at sign-in, and stays after a reload',
  { tag: PHONE_ONLY },
  async ({ page, context, request }) => {
    await openRestaurant(page, SAKURA);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await addToCart(page, 'Salmon Maki', 1);
    await page.getByRole('button', { name: 'Add to Cart: Salmon Maki', exact: true }).click();
    await page.goto('/cart');
    await setQuantity(page, 'Salmon Maki', 3);
    await expect(waitingOnCart(page)).toHaveCount(0);

    await context.setOffline(false);
    const email = uniqueEmail('offline-guest');
    await signInWithGooglePopup(page, { email, name: 'Off Line' }, () =>
      page.getByRole('link', { name: 'Proceed to Checkout' }).click(),
    );
    await expect(page).toHaveURL(/\/checkout$/);
    const customer = await signInCustomer(email, 'Off Line');
    await expect.poll(() => serverCart(request, customer)).toEqual([['Salmon Maki', 3]]);
    await page.goto('/cart');
    await page.reload();
    await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 3 });
    expect(await serverCart(request, customer)).toEqual([['Salmon Maki', 3]]);
  },
);

test(
  'a customer’s changes made offline wait on the device, then reach the server once as one quantity per line',
  { tag: PHONE_ONLY },
  async ({ page, context, request }) => {
    const customer = await signedInCustomer(page, 'offline-edits');
    await addToServerCart(request, customer, SAKURA.id, 'Edamame', 1);
    await addToServerCart(request, customer, SAKURA.id, 'Miso Soup', 2);
    await openRestaurant(page, SAKURA);
    await waitForServiceWorker(page);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(2);

    await context.setOffline(true);
    await setQuantity(page, 'Edamame', 4);
    await cartLine(page, 'Miso Soup').getByRole('button', { name: 'Remove Miso Soup' }).click();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(waitingOnCart(page)).toBeVisible();
    await openRestaurant(page, SAKURA);
    await addToCart(page, 'Salmon Maki', 2);
    await page.getByRole('button', { name: 'Add to Cart: Salmon Maki', exact: true }).click();
    await expect(waitingOnCount(page)).toBeVisible();
    // Nothing reached the server yet.
    expect(await serverCart(request, customer)).toEqual([
      ['Edamame', 1],
      ['Miso Soup', 2],
    ]);

    await page.goto('/cart');
    await expect(waitingOnCart(page)).toBeVisible();
    await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 2 });
    const writes: string[] = [];
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().includes('/shopping-cart-api/'))
        writes.push(new URL(call.url()).pathname);
    });
    await context.setOffline(false);
    await expect(waitingOnCart(page)).toHaveCount(0);
    await expect
      .poll(() => serverCart(request, customer))
      .toEqual([
        ['Edamame', 4],
        ['Salmon Maki', 2],
      ]);
    // One call per line changed: a set quantity, a removal, one add of both Salmon Maki.
    expect(writes.sort()).toEqual([
      '/shopping-cart-api/add-shopping-cart-item',
      '/shopping-cart-api/remove-shopping-cart-item',
      '/shopping-cart-api/update-shopping-cart-item',
    ]);
    await expect(waitingOnCount(page)).toBeHidden();

    // Sent once: the connection coming back again, or a reload, sends nothing more.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await page.reload();
    await expect(cartLines(page)).toHaveCount(2);
    await expectCartLine(page, { restaurant: SAKURA.name, item: 'Edamame', price: '$4.99', quantity: 4 });
    expect(await serverCart(request, customer)).toEqual([
      ['Edamame', 4],
      ['Salmon Maki', 2],
    ]);
    expect(writes).toHaveLength(3);
  },
);

test(
  'a change made offline to a line another device changed meanwhile: this device’s quantity, and the customer is told',
  { tag: PHONE_ONLY },
  async ({ page, context, request }) => {
    const customer = await signedInCustomer(page, 'offline-conflict');
    await addToServerCart(request, customer, SAKURA.id, 'Edamame', 1);
    await page.goto('/cart');
    await waitForServiceWorker(page);
    await expect(cartLines(page)).toHaveCount(1);
    await context.setOffline(true);
    await setQuantity(page, 'Edamame', 3);
    // Meanwhile, on the customer's other device.
    await addToServerCart(request, customer, SAKURA.id, 'Edamame', 5);
    await context.setOffline(false);

    const notice = page.getByRole('status').filter({ hasText: 'Your cart changes reached the store' });
    await expect(notice.getByRole('listitem')).toHaveText([
      'Edamame was changed on another device too: 3 now, as set on this one.',
    ]);
    await expect.poll(() => serverCart(request, customer)).toEqual([['Edamame', 3]]);
  },
);

test('Order Again, then at once My Cart: the next page finishes putting the order in the cart', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, 'again-at-once');
  const order = await placeOrderViaApi(
    request,
    customer,
    [
      { restaurantId: SAKURA.id, item: 'Edamame', quantity: 2 },
      { restaurantId: SAKURA.id, item: 'Salmon Maki', quantity: 1 },
    ],
    HOME,
  );
  await page.goto('/orders');
  // The cart's writes from this page never finish: the page changes first. The next page's go through. (Removing the
  // route once the request was seen let that request through when the removal came before its handler ran.)
  let holding = true;
  let held = () => {};
  const oneHeld = new Promise<void>((resolve) => (held = resolve));
  await page.context().route('**/shopping-cart-api/add-shopping-cart-item', (route) => {
    if (!holding) return route.continue();
    held();
    return new Promise<void>(() => {});
  });
  await page.getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true }).click();
  await oneHeld;
  holding = false;
  await page.getByRole('link', { name: /^My Cart/ }).click();
  await page.waitForURL(/\/cart$/);

  await expect(page.getByRole('status').filter({ hasText: 'in your cart again' })).toBeVisible();
  await expect
    .poll(() => serverCart(request, customer))
    .toEqual([
      ['Edamame', 2],
      ['Salmon Maki', 1],
    ]);
  await page.reload();
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Edamame', price: '$4.99', quantity: 2 });
  await expect(cartCount(page)).toHaveText('2');
  expect(await serverCart(request, customer)).toEqual([
    ['Edamame', 2],
    ['Salmon Maki', 1],
  ]);
});

test(
  'checkout offline says the order cannot be placed, keeps the form and the cart, and sends nothing',
  { tag: PHONE_ONLY },
  async ({ page, context, request }) => {
    const customer = await signedInCustomer(page, 'offline-checkout');
    await addToServerCart(request, customer, SAKURA.id, 'Edamame', 1);
    await page.goto('/checkout');
    await waitForServiceWorker(page);
    const form = deliveryForm(page);
    const address = deliveryFields('Ada Offline');
    await fillDeliveryForm(page, address);
    await context.setOffline(true);
    await form.getByRole('button', { name: /^Place Order/ }).click();

    await expect(page.getByText(/^You are offline, so your order cannot be placed now\./)).toBeVisible();
    for (const [label, value] of Object.entries(address))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(cartCount(page)).toHaveText('1');

    await context.setOffline(false);
    expect(await listOrdersViaApi(request, customer)).toEqual([]);
    await form.getByRole('button', { name: /^Place Order/ }).click();
    await page.waitForURL(/\/order-confirmation$/);
    expect(await listOrdersViaApi(request, customer)).toHaveLength(1);
  },
);

test(
  'offline, the orders and an order’s details are the device’s last copy, with when it was read',
  { tag: PHONE_ONLY },
  async ({ page, context, request }) => {
    const customer = await signedInCustomer(page, 'offline-orders');
    const order = await placeOrderViaApi(
      request,
      customer,
      [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 2 }],
      HOME,
    );
    await page.goto('/orders');
    await waitForServiceWorker(page);
    await expect(
      page.getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true }),
    ).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^You are offline\. Last updated \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}\.$/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true }),
    ).toBeVisible();
    await page.goto(`/order-details/${order.orderId}`);
    await expect(page.getByText('Quantity: 2', { exact: true })).toBeVisible();
    await expect(page.getByText(/^You are offline\. Last updated /)).toBeVisible();
  },
);

test('signing out leaves no customer data in the service worker’s caches or in storage', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'offline-leaver');
  await placeOrderViaApi(request, customer, [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 1 }], HOME);
  await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
  await openRestaurant(page, SAKURA);
  await waitForServiceWorker(page);
  for (const path of ['/cart', '/orders', '/checkout', `/restaurants/${SAKURA.id}`, '/']) await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${customer.name}` })).toBeVisible();

  await signOutFromHeader(page);

  const entries = await cachedEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect(new URL(entry.url).pathname).not.toMatch(/^\/(?:shopping-cart-api|order-mgmt-api|address-book-api)\//);
    expect(entry.body).not.toContain(customer.email);
    expect(entry.body).not.toContain(customer.name);
  }
  expect(await deviceStorage(page)).toEqual([
    `customer:v1=${JSON.stringify({ name: '', email: 'None', uid: '', photoURL: null })}`,
  ]);
});
