// Tracking orders: the order list (/orders and /orders-details) and one order's details (/order-details/{id}), signed
// in through the real Google popup against the Auth emulator (see buy.spec.ts). To stay fast, most orders are placed
// through the API with a token for the same email as the browser's customer (the server keys orders by email); one
// test places its order through the checkout screen.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import {
  accountButton,
  signInWithGooglePopup,
  signedInCustomer,
  useGoogleLoaderStub,
} from '../fixtures/google-sign-in.ts';
import {
  HOME,
  OFFICE,
  deliveryTimeIn,
  listOrdersViaApi,
  placeOrderViaApi,
  type ListedOrder,
} from '../fixtures/orders.ts';
import { deliveryFields, deliveryForm, fillDeliveryForm } from '../fixtures/checkout.ts';

/** The customer's time zone: +05:30 from UTC, so a time formatted in UTC or in the server's zone cannot pass. */
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

/** Seeded catalog (src/lib/catalog/seed-catalog.json): restaurants get ids in seed order. */
const TRATTORIA = { id: 1, name: 'Trattoria Bella Luna' };
const SAKURA = { id: 3, name: 'Sakura Sushi House' };

const LIST_ORDERS = '**/order-mgmt-api/list-orders?*';
const ORDER_DETAILS = '**/order-mgmt-api/get-order-details';
const RESTAURANTS = '**/restaurants-api/restaurants';

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

function account(label: string) {
  return { email: uniqueEmail(label), name: `Ada ${label}` };
}

const cartCount = (page: Page) => page.locator('[data-cart-count]');

/** Presses a menu item's Add to Cart (named "Add to Cart: {item}" for assistive technology). */
async function addToCart(page: Page, item: string) {
  await page.getByRole('button', { name: new RegExp(`^Add to Cart ?: ${item}$`) }).click();
}

/** The order cards of the list (each also holds the list of its progress marks). */
function orderCards(page: Page) {
  return page.getByRole('list', { name: 'Your orders' }).locator(':scope > li');
}

function orderCard(page: Page, orderId: number) {
  return orderCards(page).filter({
    has: page.getByRole('link', { name: `Order Details for order ${orderId}`, exact: true }),
  });
}

/** The value an order shows next to `term` (Order number, Delivery, Status, Total, Delivery address). */
function fact(scope: Locator, term: string) {
  return scope
    .locator('.order-facts > div')
    .filter({ has: scope.page().locator('dt').getByText(term, { exact: true }) })
    .locator('dd');
}

/** Checks the facts every order shows, in the list and on its details screen, against the API's answer. */
async function expectOrderFacts(scope: Locator, order: ListedOrder, status: string) {
  await expect(fact(scope, 'Order number')).toHaveText(String(order.orderId));
  await expect(fact(scope, 'Delivery')).toHaveText(deliveryTimeIn(order.estimatedDeliveryTime, TIME_ZONE));
  await expect(fact(scope, 'Delivery').locator('time')).toHaveAttribute('datetime', order.estimatedDeliveryTime);
  await expect(fact(scope, 'Status')).toHaveText(status);
  await expect(fact(scope, 'Total')).toHaveText(`$${order.totalCost.toFixed(2)}`);
  const address = fact(scope, 'Delivery address');
  for (const part of Object.values(order.shippingAddress)) await expect(address).toContainText(part);
}

function detailLines(page: Page) {
  return page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem');
}

async function expectDetailLine(
  page: Page,
  line: { restaurant: string; item: string; price: string; quantity: number; image?: string },
) {
  const row = detailLines(page).filter({ has: page.getByRole('heading', { name: line.item, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.cart-line__restaurant')).toHaveText(line.restaurant);
  await expect(row.getByText(line.price, { exact: true })).toBeVisible();
  await expect(row.getByText(`Quantity: ${line.quantity}`, { exact: true })).toBeVisible();
  const image = row.locator('img');
  await expect(image).toBeVisible();
  if (line.image) await expect(image).toHaveAttribute('src', line.image);
}

/** Everything the page logs as a console error. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const apiError = (status: number, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'internal', message } }),
});

test(
  'an order placed at checkout shows in My Orders with its time in the customer’s zone, and in its details',
  { tag: '@edge' },
  async ({ page, request }) => {
    const customer = account('tracker');
    await page.goto('/');
    await signInWithGooglePopup(page, customer);
    // The browser runs in the customer's zone (Chromium may name it by its alias Asia/Calcutta).
    expect(await page.evaluate(() => new Date('2026-11-21T00:00:00Z').getTimezoneOffset())).toBe(-330);

    // Buy through the screens: two restaurants, one line with a quantity of 2.
    await page.goto(`/restaurants/${TRATTORIA.id}`);
    await addToCart(page, 'Margherita Pizza');
    await expect(cartCount(page)).toHaveText('1');
    await addToCart(page, 'Tiramisu');
    await expect(cartCount(page)).toHaveText('2');
    await page.goto(`/restaurants/${SAKURA.id}`);
    await expect(cartCount(page)).toHaveText('2');
    await addToCart(page, 'Salmon Maki');
    await expect(cartCount(page)).toHaveText('3');
    await page.goto('/cart');
    await expect(page.getByText(/^Total: /)).toHaveText('Total: $31.47');
    const maki = page
      .getByRole('list', { name: 'Items in your cart' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Salmon Maki', exact: true }) })
      .getByLabel('Quantity');
    await maki.fill('2');
    await maki.press('Enter');
    await expect(page.getByText(/^Total: /)).toHaveText('Total: $40.46');

    await page.goto('/checkout');
    await fillDeliveryForm(page, deliveryFields(customer.name, HOME));
    await deliveryForm(page)
      .getByRole('button', { name: /^Place Order/ })
      .click();
    await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
    await page.waitForURL('**/order-confirmation');

    // My Orders, from the header.
    await page.getByRole('banner').getByRole('link', { name: 'My Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);

    // What the server holds, read with a token for the same email.
    const [order, ...others] = await listOrdersViaApi(request, await signInCustomer(customer.email));
    expect(others).toHaveLength(0);
    if (!order) throw new Error('the order was not placed');
    expect(order).toMatchObject({ status: 'Submitted', totalCost: 40.46, shippingAddress: HOME });
    // The zone matters: the same instant reads differently in UTC.
    expect(deliveryTimeIn(order.estimatedDeliveryTime, TIME_ZONE)).not.toBe(
      deliveryTimeIn(order.estimatedDeliveryTime, 'UTC'),
    );

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
    await expect(page).toHaveTitle(/Your Orders/);
    await expect(orderCards(page)).toHaveCount(1);
    const card = orderCard(page, order.orderId);
    await expectOrderFacts(card, order, 'Submitted');
    await expect(fact(card, 'Delivery')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}$/);
    const details = card.getByRole('link', { name: `Order Details for order ${order.orderId}`, exact: true });
    await expect(details).toHaveText('Order Details');
    await expect(details).toHaveAttribute('href', `/order-details/${order.orderId}`);

    // Its details.
    await details.click();
    await expect(page).toHaveURL(new RegExp(`/order-details/${order.orderId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Order Details');
    await expect(page).toHaveTitle(/Your Order Details/);
    await expect(detailLines(page)).toHaveCount(3);
    await expectOrderFacts(page.locator('.order-details'), order, 'Submitted');
    await expectDetailLine(page, {
      restaurant: TRATTORIA.name,
      item: 'Margherita Pizza',
      price: '$13.99',
      quantity: 1,
      image: order.orderItems.find((line) => line.itemName === 'Margherita Pizza')?.itemImageUrl ?? '',
    });
    await expectDetailLine(page, { restaurant: TRATTORIA.name, item: 'Tiramisu', price: '$8.49', quantity: 1 });
    await expectDetailLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 2 });
    await expect(page.getByText('Loading....')).toHaveCount(0);
  },
);

test('/orders-details shows the same list as /orders, newest first', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'two-orders');
  const first = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: TRATTORIA.id, item: 'Spaghetti Carbonara', quantity: 3 }],
    HOME,
  );
  const second = await placeOrderViaApi(
    request,
    customer,
    [
      { restaurantId: SAKURA.id, item: 'Miso Soup', quantity: 1 },
      { restaurantId: SAKURA.id, item: 'Edamame', quantity: 2 },
    ],
    OFFICE,
  );
  expect(first.totalCost).toBe(49.47);
  expect(second.totalCost).toBe(13.97);

  await page.goto('/orders-details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
  await expect(orderCards(page)).toHaveCount(2);
  await expect(orderCards(page).locator('.order-facts dd').first()).toHaveText(String(second.orderId));
  await expectOrderFacts(orderCard(page, first.orderId), first, 'Submitted');
  await expectOrderFacts(orderCard(page, second.orderId), second, 'Submitted');
  await expect(orderCard(page, second.orderId).getByRole('link', { name: /^Order Details/ })).toHaveAttribute(
    'href',
    `/order-details/${second.orderId}`,
  );
  const listed = await orderCards(page).allInnerTexts();

  await page.goto('/orders');
  await expect(orderCards(page)).toHaveCount(2);
  expect(await orderCards(page).allInnerTexts()).toEqual(listed);
});

test('a signed-out visitor is invited to sign in on My Orders, and a customer without orders is told so', async ({
  page,
}) => {
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/order-mgmt-api/')) listCalls.push(request.url());
  });

  for (const path of ['/orders', '/orders-details']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
    const main = page.getByRole('main');
    await expect(main.getByText('Sign in to see your orders.', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByText("Your don't have orders.")).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your orders' })).toHaveCount(0);
  }
  expect(listCalls).toEqual([]);

  // The invitation's button opens the popup; the screen then shows the (empty) list without a reload.
  await signInWithGooglePopup(page, account('no-orders'), () =>
    page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click(),
  );
  await expect(page.getByText("Your don't have orders.", { exact: true })).toBeVisible();
  await expect(page.getByText('Sign in to see your orders.')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Your orders' })).toHaveCount(0);

  await page.goto('/orders');
  await expect(page.getByText("Your don't have orders.", { exact: true })).toBeVisible();
});

test('a signed-out visitor opening an order is invited to sign in', async ({ page }) => {
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/order-mgmt-api/')) orderCalls.push(request.url());
  });
  await page.goto('/order-details/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Order Details');
  const main = page.getByRole('main');
  await expect(main.getByText('Sign in to see this order.', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(accountButton(page, 'Sign In')).toBeVisible();
  await expect(page.getByText('Loading....')).toHaveCount(0);
  expect(orderCalls).toEqual([]);
});

test('a malformed order number answers 404 with a not-found message', async ({ page }) => {
  for (const id of ['abc', '0', '-1', '1.5', '1e3', '12345678901']) {
    const response = await page.goto(`/order-details/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Order Details');
    await expect(page.getByText('There is no order with that number.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'See My Orders', exact: true })).toHaveAttribute(
      'href',
      '/orders',
    );
    await expect(page.getByText('Loading....')).toHaveCount(0);
  }
});

test('another customer’s order, or an unknown one, is not found', async ({ page, request }) => {
  const stranger = await signInCustomer(uniqueEmail('stranger'));
  const theirs = await placeOrderViaApi(
    request,
    stranger,
    [{ restaurantId: TRATTORIA.id, item: 'Tiramisu', quantity: 1 }],
    OFFICE,
  );
  const customer = await signedInCustomer(page, 'nosy');
  const mine = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: TRATTORIA.id, item: 'Tiramisu', quantity: 1 }],
    HOME,
  );
  const errors = consoleErrors(page);

  for (const orderId of [theirs.orderId, 999_999_999]) {
    await page.goto(`/order-details/${orderId}`);
    await expect(
      page.getByText(`We could not find order ${orderId} among your orders.`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'See My Orders', exact: true })).toHaveAttribute(
      'href',
      '/orders',
    );
    await expect(page.getByRole('list', { name: 'Items in this order' })).toHaveCount(0);
    await expect(page.getByText(OFFICE.street)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  expect(errors.filter((text) => text.includes('HTTP error! status: 404'))).toHaveLength(2);

  // The customer is still signed in, with their own order only.
  await page.getByRole('main').getByRole('link', { name: 'See My Orders', exact: true }).click();
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCard(page, mine.orderId)).toHaveCount(1);
  await expect(accountButton(page, 'Sign Out')).toBeVisible();
});

test('the details read Loading.... until they arrive', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'patient');
  const order = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: SAKURA.id, item: 'Miso Soup', quantity: 1 }],
    HOME,
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.context().route(ORDER_DETAILS, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });

  await page.goto(`/order-details/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Order Details');
  await expect(page.getByText('Loading....', { exact: true })).toBeVisible();
  await expect.poll(() => held).toBe(1);
  await expect(page.getByText('Loading....', { exact: true })).toBeVisible();
  await expect(detailLines(page)).toHaveCount(0);

  release();
  await expect(detailLines(page)).toHaveCount(1);
  await expect(page.getByText('Loading....')).toHaveCount(0);
  await expectOrderFacts(page.locator('.order-details'), order, 'Submitted');
  await expectDetailLine(page, { restaurant: SAKURA.name, item: 'Miso Soup', price: '$3.99', quantity: 1 });
});

test('the status on an open details page follows the order without a reload, reading less often while it waits, until it is delivered', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, 'watcher');
  const order = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: TRATTORIA.id, item: 'Margherita Pizza', quantity: 2 }],
    HOME,
  );
  // The test answers the later reads with the statuses a kitchen would have moved the order to, and moves the page's
  // clock on instead of waiting: first read again after 3 s, then 1.5 times longer while nothing moved.
  const later = ['Submitted', 'Preparing', 'Delivered'];
  let calls = 0;
  let answered = 0;
  await page.context().route(ORDER_DETAILS, async (route) => {
    calls += 1;
    const response = await route.fetch();
    const body = (await response.json()) as ListedOrder[];
    const status = later[calls - 2];
    if (status && body[0]) body[0].status = status;
    await route.fulfill({ response, json: body });
    answered += 1;
  });
  // The page's clock moves only as the test moves it, so that each wait between reads starts from a time the test
  // knows: 50 ms at a time until the first read is asked for, then by the steps below.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  /**
   * Moves the page's clock on by `ms`, then lets a read that started be asked for and answered, and the page take its
   * answer (which starts the next wait), while the clock stands still.
   */
  const moveOn = async (ms: number) => {
    await page.clock.fastForward(ms);
    await page.waitForTimeout(300);
    await expect.poll(() => answered).toBe(calls);
    await page.waitForTimeout(100);
  };
  await page.goto(`/order-details/${order.orderId}`);
  await expect
    .poll(async () => {
      if (calls === 0) await page.clock.runFor(50);
      return calls;
    })
    .toBe(1);
  const status = fact(page.locator('.order-details'), 'Status');
  await expect(status).toHaveText('Submitted');
  await moveOn(0);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await moveOn(2_800);
  expect(calls).toBe(1);
  await moveOn(400);
  expect(calls).toBe(2);
  // Nothing moved: the next read waits 4.5 s.
  await moveOn(4_200);
  expect(calls).toBe(2);
  await moveOn(400);
  expect(calls).toBe(3);
  await expect(status).toHaveText('Preparing');
  await expectOrderFacts(page.locator('.order-details'), order, 'Preparing');
  await expect(detailLines(page)).toHaveCount(1);

  // It moved: back to 3 s.
  await moveOn(2_800);
  expect(calls).toBe(3);
  await moveOn(400);
  expect(calls).toBe(4);
  await expect(status).toHaveText('Delivered');

  // Delivered is final: no more reads.
  await moveOn(120_000);
  expect(calls).toBe(4);
  await expect(status).toHaveText('Delivered');
  expect(navigations).toBe(0);
});

test('a failed call shows a message and Try again, on the list and on the details, never a blank screen', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, 'unlucky');
  const order = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: SAKURA.id, item: 'Salmon Maki', quantity: 1 }],
    HOME,
  );
  const errors = consoleErrors(page);

  // The list: a 500 with the API's error body.
  let failList = true;
  await page
    .context()
    .route(LIST_ORDERS, (route) =>
      failList ? route.fulfill(apiError(500, 'The kitchen is having a moment. Please try again.')) : route.continue(),
    );
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('The kitchen is having a moment. Please try again.');
  const retry = alert.getByRole('button', { name: 'Try again', exact: true });
  await expect(retry).toBeVisible();
  await expect(orderCards(page)).toHaveCount(0);
  await expect(page.getByText("Your don't have orders.")).toHaveCount(0);
  expect(errors).toContain('HTTP error! status: 500');

  failList = false;
  await retry.click();
  await expect(orderCards(page)).toHaveCount(1);
  await expectOrderFacts(orderCard(page, order.orderId), order, 'Submitted');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(accountButton(page, 'Sign Out')).toBeVisible();

  // The details: a 502 whose body is not the API's (a proxy's page) still reads as a short message.
  let failDetails = true;
  await page
    .context()
    .route(ORDER_DETAILS, (route) =>
      failDetails
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' })
        : route.continue(),
    );
  await page.goto(`/order-details/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Order Details');
  const detailsAlert = page.getByRole('main').getByRole('alert');
  await expect(detailsAlert).toContainText(/\S/);
  await expect(detailsAlert).not.toContainText('Bad Gateway');
  await expect(page.getByText('Loading....')).toHaveCount(0);
  expect(errors).toContain('HTTP error! status: 502');

  failDetails = false;
  await detailsAlert.getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(detailLines(page)).toHaveCount(1);
  await expectDetailLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('a line whose restaurant is not known reads Unknown Restaurant', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'lost');
  const order = await placeOrderViaApi(
    request,
    customer,
    [
      { restaurantId: TRATTORIA.id, item: 'Caprese Salad', quantity: 1 },
      { restaurantId: SAKURA.id, item: 'Edamame', quantity: 3 },
    ],
    HOME,
  );
  // The restaurant list no longer holds Sakura Sushi House.
  await page.context().route(RESTAURANTS, async (route) => {
    const response = await route.fetch();
    const restaurants = (await response.json()) as { id: number }[];
    await route.fulfill({ response, json: restaurants.filter((restaurant) => restaurant.id !== SAKURA.id) });
  });
  await page.goto(`/order-details/${order.orderId}`);
  await expect(detailLines(page)).toHaveCount(2);
  await expectDetailLine(page, { restaurant: TRATTORIA.name, item: 'Caprese Salad', price: '$10.99', quantity: 1 });
  await expectDetailLine(page, { restaurant: 'Unknown Restaurant', item: 'Edamame', price: '$4.99', quantity: 3 });

  // No restaurants at all.
  await page.context().unroute(RESTAURANTS);
  await page.context().route(RESTAURANTS, (route) => route.fulfill({ json: [] }));
  await page.reload();
  await expect(detailLines(page)).toHaveCount(2);
  await expect(detailLines(page).locator('.cart-line__restaurant')).toHaveText([
    'Unknown Restaurant',
    'Unknown Restaurant',
  ]);
});

test('an order’s lines stay where they are when its restaurant names arrive', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'steady');
  const order = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: TRATTORIA.id, item: 'Caprese Salad', quantity: 1 }],
    HOME,
  );
  let releaseNames = () => {};
  const namesHeld = new Promise<void>((resolve) => (releaseNames = resolve));
  await page.context().route(RESTAURANTS, async (route) => {
    await namesHeld;
    await route.continue();
  });
  await page.goto(`/order-details/${order.orderId}`);
  const itemName = detailLines(page).getByRole('heading', { name: 'Caprese Salad', exact: true });
  await expect(itemName).toBeVisible();
  const before = await itemName.boundingBox();

  releaseNames();
  await expect(detailLines(page).getByText(TRATTORIA.name, { exact: true })).toBeVisible();

  expect(await itemName.boundingBox()).toEqual(before);
});

test('delivery times read as day, three-letter month and 24-hour time in the customer’s zone', async ({ page }) => {
  await signedInCustomer(page, 'calendar');
  const base = {
    status: 'OutForDelivery',
    totalCost: 3.99,
    shippingAddress: HOME,
    orderItems: [
      {
        itemId: 1,
        itemName: 'Margherita Pizza',
        itemImageUrl: '/images/items/trattoria-bella-luna-margherita-pizza.svg',
        itemPrice: 3.99,
        quantity: 1,
        restaurantId: 1,
      },
    ],
  };
  // Past midnight in Kolkata, a September (whose abbreviation some locales spell Sept) and a new year there.
  const times = [
    { orderId: 3, estimatedDeliveryTime: '2026-09-10T18:45:00.000Z', reads: '11 Sep 00:15' },
    { orderId: 2, estimatedDeliveryTime: '2026-12-31T20:00:00.000Z', reads: '1 Jan 01:30' },
    { orderId: 1, estimatedDeliveryTime: '2026-11-21T09:05:00.000Z', reads: '21 Nov 14:35' },
  ];
  for (const time of times) expect(deliveryTimeIn(time.estimatedDeliveryTime, TIME_ZONE)).toBe(time.reads);
  await page.context().route(LIST_ORDERS, (route: Route) =>
    route.fulfill({
      json: times.map(({ orderId, estimatedDeliveryTime }) => ({ ...base, orderId, estimatedDeliveryTime })),
    }),
  );
  await page.goto('/orders');
  await expect(orderCards(page)).toHaveCount(3);
  await expect(fact(orderCard(page, 1), 'Status')).toHaveText('Out for delivery');
  // The list is on screen: every time is rendered already, so a short wait is enough (September is checked last).
  for (const time of [...times].reverse()) {
    await expect(fact(orderCard(page, time.orderId), 'Delivery')).toHaveText(time.reads, { timeout: 500 });
  }
});
