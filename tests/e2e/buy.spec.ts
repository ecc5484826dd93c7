// The buying path end to end, signed in through the real Google popup (signInWithPopup) against the Auth emulator.
// Offline, Google's loader script is answered by tests/fixtures/google-loader-stub.js (see google-sign-in.ts).
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { uniqueEmail } from '../fixtures/auth.ts';
import {
  NONNA_ROSA,
  SAKURA,
  TRATTORIA,
  addToCart,
  cartCount,
  cartLine,
  cartLines,
  expectCartLine,
  openRestaurant,
  total,
} from '../fixtures/cart.ts';
import { deliveryFields, deliveryForm, fillDeliveryForm } from '../fixtures/checkout.ts';
import { HOME } from '../fixtures/orders.ts';
import { PHONE_ONLY } from '../fixtures/projects.ts';
import {
  accountButton,
  headerScriptRan,
  signInWithGooglePopup,
  signOutFromHeader,
  useGoogleLoaderStub,
} from '../fixtures/google-sign-in.ts';

const PLACE_ORDER = '**/order-mgmt-api/place-order';

const ADDRESS = deliveryFields('Grace Hopper');

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

function account(label: string) {
  return { email: uniqueEmail(label), name: `Grace ${label}` };
}

const fillAddress = (page: Page) => fillDeliveryForm(page, ADDRESS);

/** Records the place-order calls the page makes. */
function placeOrderCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/order-mgmt-api/place-order')) calls.push(request);
  });
  return calls;
}

test(
  'a customer signs in with the Google popup, fills a cart from two restaurants, checks out and signs out',
  { tag: '@edge' },
  async ({ page }) => {
    const customer = account('buyer');
    await page.goto('/');
    await expect(accountButton(page, 'Sign In')).toBeVisible();
    expect(await signInWithGooglePopup(page, customer)).toBe('new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${customer.name}`);
    await expect(cartCount(page)).toHaveText('0');

    // Two restaurants; the header count follows every add.
    await openRestaurant(page, TRATTORIA);
    await addToCart(page, 'Margherita Pizza', 1);
    await addToCart(page, 'Tiramisu', 2);
    await openRestaurant(page, SAKURA);
    await expect(accountButton(page, 'Sign Out')).toBeVisible();
    await expect(cartCount(page)).toHaveText('2');
    await addToCart(page, 'Salmon Maki', 3);

    // The cart: every line, the total and the actions.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(3);
    await expectCartLine(page, {
      restaurant: TRATTORIA.name,
      item: 'Margherita Pizza',
      price: '$13.99',
      quantity: 1,
    });
    await expectCartLine(page, {
      restaurant: TRATTORIA.name,
      item: 'Tiramisu',
      price: '$8.49',
      quantity: 1,
    });
    await expectCartLine(page, {
      restaurant: SAKURA.name,
      item: 'Salmon Maki',
      price: '$8.99',
      quantity: 1,
    });
    await expect(total(page)).toHaveText('Total: $31.47');
    await expect(page.getByRole('button', { name: 'Clear Cart', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout', exact: true })).toHaveAttribute(
      'href',
      '/checkout',
    );

    // Change a quantity (Enter commits it, as does leaving the field).
    const pizzaQuantity = cartLine(page, 'Margherita Pizza').getByLabel('Quantity');
    await pizzaQuantity.fill('2');
    await pizzaQuantity.press('Enter');
    await expect(total(page)).toHaveText('Total: $45.46');
    const makiQuantity = cartLine(page, 'Salmon Maki').getByLabel('Quantity');
    await makiQuantity.fill('3');
    await makiQuantity.blur();
    await expect(total(page)).toHaveText('Total: $63.44');
    await makiQuantity.fill('1');
    await makiQuantity.press('Enter');
    await expect(total(page)).toHaveText('Total: $45.46');
    await expect(cartCount(page)).toHaveText('3');

    // Remove a line.
    await cartLine(page, 'Tiramisu').getByRole('button', { name: 'Remove Tiramisu', exact: true }).click();
    await expect(cartLines(page)).toHaveCount(2);
    await expect(total(page)).toHaveText('Total: $36.97');
    await expect(cartCount(page)).toHaveText('2');

    // The server kept it: a reload shows the same cart.
    await page.reload();
    await expect(cartLines(page)).toHaveCount(2);
    await expectCartLine(page, {
      restaurant: TRATTORIA.name,
      item: 'Margherita Pizza',
      price: '$13.99',
      quantity: 2,
    });
    await expectCartLine(page, {
      restaurant: SAKURA.name,
      item: 'Salmon Maki',
      price: '$8.99',
      quantity: 1,
    });
    await expect(total(page)).toHaveText('Total: $36.97');
    await expect(cartCount(page)).toHaveText('2');

    // Checkout: the summary, the total and the form.
    await page.getByRole('link', { name: 'Proceed to Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const summaryLines = summary.getByRole('listitem');
    await expect(summaryLines).toHaveCount(2);
    await expect(summaryLines.filter({ hasText: 'Margherita Pizza' })).toContainText(TRATTORIA.name);
    await expect(summaryLines.filter({ hasText: 'Margherita Pizza' }).locator('.summary-lines__price')).toHaveText(
      '$13.99 x 2',
    );
    await expect(summaryLines.filter({ hasText: 'Salmon Maki' })).toContainText(SAKURA.name);
    await expect(summaryLines.filter({ hasText: 'Salmon Maki' }).locator('.summary-lines__price')).toHaveText(
      '$8.99 x 1',
    );
    await expect(summary.getByText(/^Total: /)).toHaveText('Total: $36.97');
    const form = deliveryForm(page);
    for (const label of Object.keys(ADDRESS)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }

    await fillAddress(page);
    const orders = placeOrderCalls(page);
    await form.getByRole('button', { name: /^Place Order/ }).click();
    await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.postDataJSON()).toMatchObject({
      user: { userId: customer.email },
      shippingAddress: HOME,
      totalCost: 36.97,
    });

    await page.waitForURL(/\/order-confirmation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(
      page.getByText('Thank you for your order. Your food will be delivered soon.', { exact: true }),
    ).toBeVisible();
    await expect(cartCount(page)).toHaveText('0');

    await signOutFromHeader(page);
    await expect(cartCount(page)).toHaveText('0');
  },
);

test('a quantity typed while the line’s last change is still on its way is kept, and is what the server ends with', async ({
  page,
  context,
}) => {
  const customer = account('typing-on');
  await openRestaurant(page, SAKURA);
  await signInWithGooglePopup(page, customer);
  await addToCart(page, 'Salmon Maki', 1);
  await page.goto('/cart');
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });

  // The first change's call waits, as on a slow network; the context's route holds it whoever sends it.
  let updates = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/shopping-cart-api/update-shopping-cart-item', async (route) => {
    updates += 1;
    if (updates === 1) await released;
    await route.continue();
  });
  const quantity = cartLine(page, 'Salmon Maki').getByLabel('Quantity');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect.poll(() => updates).toBe(1);
  await expect(total(page)).toHaveText('Total: $26.97');

  // Still in the field, the customer thinks better of it and types again while the first call is on its way.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveValue('1');
  await expect(total(page)).toHaveText('Total: $8.99');

  release();
  await expect.poll(() => updates).toBe(2);
  await expect(cartLine(page, 'Salmon Maki')).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });
  await expect(total(page)).toHaveText('Total: $8.99');
});

test('a customer’s cart stays on the server: signing out empties the device, signing in brings it back', async ({
  page,
}) => {
  const customer = account('returning');
  await openRestaurant(page, NONNA_ROSA);
  await signInWithGooglePopup(page, customer);
  await addToCart(page, 'Diavola Pizza', 1);

  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(1);
  await expectCartLine(page, {
    restaurant: NONNA_ROSA.name,
    item: 'Diavola Pizza',
    price: '$15.49',
    quantity: 1,
  });

  // Signing out empties the count and the cart screen; signing in again (the emulator now offers this account as a
  // returning one) brings the cart back from the server.
  await signOutFromHeader(page);
  await expect(cartCount(page)).toHaveText('0');
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  expect(await signInWithGooglePopup(page, customer)).toBe('returning');
  await expect(cartCount(page)).toHaveText('1');
  await expect(cartLines(page)).toHaveCount(1);

  // Clear Cart empties the cart and the count.
  await page.getByRole('button', { name: 'Clear Cart', exact: true }).click();
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});

/** Counts the page's requests for Google's popup script (answered by the stand-in offline). */
function popupScriptRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().startsWith('https://apis.google.com/js/api.js')) seen.count += 1;
  });
  return seen;
}

// Firebase prepares the popup ahead of the click only on mobile browsers and Safari: these run in the phone project.
test(
  'on a phone, Google’s popup is prepared as soon as a signed-out visitor reaches for Sign In',
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await page.goto('/');
    await headerScriptRan(page);
    const prepared = page.waitForRequest((request) => request.url().startsWith('https://apis.google.com/js/api.js'));
    await accountButton(page, 'Sign In').focus();
    await prepared;
  },
);

test(
  'on a phone, a signed-in customer’s cart loads without waiting for Google’s popup script',
  { tag: PHONE_ONLY },
  async ({ page }) => {
    const customer = account('no-popup-script');
    await openRestaurant(page, SAKURA);
    await signInWithGooglePopup(page, customer);
    await addToCart(page, 'Salmon Maki', 1);

    const popupScript = popupScriptRequests(page);
    const cartRead = page.waitForResponse('**/shopping-cart-api/view-shopping-cart?*');
    await page.goto('/cart');
    expect((await cartRead).status()).toBe(200);
    await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });
    expect(popupScript.count).toBe(0);

    // Signing out and in again on the same page prepares the popup on the click instead.
    await signOutFromHeader(page);
    expect(await signInWithGooglePopup(page, customer)).toBe('returning');
    await expect(cartLines(page)).toHaveCount(1);
    expect(popupScript.count).toBeGreaterThan(0);
  },
);

/** Counts the page's requests for Firebase's SDK (its own chunk, loaded on demand: src/lib/identity/sign-in.ts). */
function firebaseSdkRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (/\/_astro\/firebase\.[\w-]+\.js$/.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

test('a signed-in customer’s next screens send the token the device kept, and load Firebase only near its expiry', async ({
  page,
}) => {
  await openRestaurant(page, SAKURA);
  await signInWithGooglePopup(page, account('kept-token'));
  await addToCart(page, 'Salmon Maki', 1);

  const sdk = firebaseSdkRequests(page);
  const cartRead = page.waitForResponse('**/shopping-cart-api/view-shopping-cart?*');
  await page.goto('/cart');
  expect((await cartRead).status()).toBe(200);
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });
  const ordersRead = page.waitForResponse('**/order-mgmt-api/list-orders?*');
  await page.goto('/orders');
  expect((await ordersRead).status()).toBe(200);
  expect(sdk.count).toBe(0);

  // Four minutes left: Firebase is loaded for a fresh token, which the device keeps in its place.
  const kept = await page.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('kept-token:v1') ?? 'null') as { expiresAt: number } | null;
    if (token) localStorage.setItem('kept-token:v1', JSON.stringify({ ...token, expiresAt: Date.now() + 240_000 }));
    return token;
  });
  expect(kept).not.toBeNull();
  const readAgain = page.waitForResponse('**/shopping-cart-api/view-shopping-cart?*');
  await page.goto('/cart');
  expect((await readAgain).status()).toBe(200);
  expect(sdk.count).toBe(1);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('kept-token:v1') ?? '{}').expiresAt - Date.now()))
    .toBeGreaterThan(10 * 60_000);
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });
});

test('the cart of a signed-out visitor is empty', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  await expect(accountButton(page, 'Sign In')).toBeVisible();
});

test('checkout refuses to submit while a delivery field is empty or only spaces', async ({ page }) => {
  await openRestaurant(page, SAKURA);
  await signInWithGooglePopup(page, account('validation'));
  await addToCart(page, 'Miso Soup', 1);
  await page.goto('/checkout');

  const form = deliveryForm(page);
  const submit = form.getByRole('button', {
    name: 'Place Order ($3.99)',
    exact: true,
  });
  await expect(submit).toBeEnabled();
  await fillAddress(page);
  const orders = placeOrderCalls(page);

  for (const label of Object.keys(ADDRESS)) {
    const field = form.getByLabel(label, { exact: true });
    await field.fill('');
    await submit.click();
    // The browser stops the submit: the empty field is invalid and focused, nothing is sent, the page stays.
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await field.fill('   ');
    await submit.click();
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    await field.fill(ADDRESS[label] ?? '');
  }
  await expect(page.getByText('Order placed successfully!')).toHaveCount(0);
  expect(orders).toHaveLength(0);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartCount(page)).toHaveText('1');
});

test('a failed order keeps the cart and tells the customer why', async ({ page }) => {
  await openRestaurant(page, SAKURA);
  await signInWithGooglePopup(page, account('refused'));
  await addToCart(page, 'Edamame', 1);
  await page.goto('/checkout');
  await fillAddress(page);

  const form = deliveryForm(page);
  const submit = form.getByRole('button', {
    name: 'Place Order ($4.99)',
    exact: true,
  });
  const failures = [
    {
      status: 500,
      code: 'internal',
      message: 'The kitchen is having a moment. Please try again.',
    },
    {
      status: 409,
      code: 'restaurant_closed',
      message: 'Sakura Sushi House is closed right now.',
    },
  ];
  for (const failure of failures) {
    await page.context().route(PLACE_ORDER, (route) =>
      route.fulfill({
        status: failure.status,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: failure.code, message: failure.message },
        }),
      }),
    );
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(failure.message);
    await page.context().unroute(PLACE_ORDER);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Order placed successfully!')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('listitem')).toHaveText([
      /Edamame.*\$4\.99 x 1/,
    ]);
    await expect(cartCount(page)).toHaveText('1');
  }

  // The cart is still on the server.
  await page.goto('/cart');
  await expectCartLine(page, {
    restaurant: SAKURA.name,
    item: 'Edamame',
    price: '$4.99',
    quantity: 1,
  });
  await expect(cartCount(page)).toHaveText('1');
});

test.describe('on a connection that drops the sign-in code', () => {
  // The page's own requests, not a service worker's copies.
  test.use({ serviceWorkers: 'block' });

  test('Sign In says to check the connection, and the next press signs in', async ({ page, context }) => {
    let connected = false;
    await context.route('**/_astro/firebase.*', (route) =>
      connected ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto('/');
    await headerScriptRan(page);
    await accountButton(page, 'Sign In').click();
    await expect(page.getByRole('alert')).toHaveText('Sign-in could not load. Check your connection and try again.');
    await expect(accountButton(page, 'Sign In')).toBeEnabled();

    connected = true;
    await signInWithGooglePopup(page, account('sdk-dropped'));
    await expect(page.getByRole('alert')).toBeHidden();
  });
});
