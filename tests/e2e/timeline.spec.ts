// An order's progress as the kitchen moves it: the details screen's timeline follows the restaurant's system, which
// moves the order through the partner API, without a reload; each status reached shows the time it was stored; a
// rejection or cancellation shows with its reason; an order of several restaurants shows each one's part. The list
// shows the same in small. The restaurants are these tests' own, pushed open around the clock, and their kitchen too.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { HOME, placeOrderViaApi, type ListedOrder } from '../fixtures/orders.ts';
import { makeIntegration, openTestRestaurants, revoke } from '../fixtures/partner.ts';
import { testDatabaseFile } from '../fixtures/server.ts';
import type { CreatedIntegration } from '../../src/lib/partner/integrations.server.ts';

const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

const STATUSES = ['Submitted', 'Preparing', 'Prepared', 'Ready for delivery', 'Out for delivery', 'Delivered'];
const WAY = ['Preparing', 'Prepared', 'ReadyForDelivery', 'OutForDelivery', 'Delivered'];
/** The browser tests' server's database (tests/fixtures/serve-for-e2e.ts). */
const DATABASE_URL = `file:${testDatabaseFile('e2e')}`;
/** How long the screen may take to show a move: its first pauses between reads are a few seconds. */
const FOLLOWS_WITHIN = { timeout: 20_000 };

let kitchen: CreatedIntegration;
let dimSum: number;
let mezze: number;

test.beforeAll(async () => {
  [dimSum = 0, mezze = 0] = await openTestRestaurants(DATABASE_URL, ['Dim Sum Corner', 'Mezze Garden']);
  kitchen = await makeIntegration(DATABASE_URL, { name: 'Timeline kitchen', restaurantIds: [dimSum, mezze] });
});

test.afterAll(async () => {
  await revoke(DATABASE_URL, kitchen.id);
});

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

/** `HH:MM` in the customer's zone. */
const clock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** The kitchen moves its part of the order, as a restaurant's system does; answers the part's changes. */
async function move(request: APIRequestContext, order: ListedOrder, body: Record<string, unknown>) {
  const response = await request.post(`/partner-api/v1/orders/${order.orderId}/status`, {
    headers: { Authorization: `Bearer ${kitchen.secret}` },
    data: body,
  });
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return ((await response.json()) as { order: { changes: { status: string; at: string }[] } }).order.changes;
}

test('the timeline follows the kitchen without a reload, each status with the time it was reached', async ({
  page,
  request,
}) => {
  // Five moves, each shown within a few seconds.
  test.setTimeout(90_000);
  const customer = await signedInCustomer(page, 'timeline');
  const order = await placeOrderViaApi(request, customer, [{ restaurantId: dimSum, item: 'Soup', quantity: 1 }], HOME);
  await page.goto(`/order-details/${order.orderId}`);

  const timeline = page.getByRole('region', { name: 'Progress' });
  const steps = timeline.getByRole('listitem');
  await expect(steps.locator('.timeline__label')).toHaveText(STATUSES);
  await expect(timeline.locator('[aria-current="step"] .timeline__label')).toHaveText('Submitted');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  let changes: { status: string; at: string }[] = [];
  for (const [index, status] of WAY.entries()) {
    changes = await move(request, order, { status });
    await expect(timeline.locator('[aria-current="step"] .timeline__label')).toHaveText(
      STATUSES[index + 1] ?? '',
      FOLLOWS_WITHIN,
    );
  }
  expect(navigations).toBe(0);
  // Every step carries the stored time of its change.
  for (const [index, change] of changes.entries()) {
    const step = steps.nth(index);
    await expect(step).toHaveAttribute('data-state', index === changes.length - 1 ? 'current' : 'done');
    await expect(step.locator('time')).toHaveAttribute('datetime', change.at);
    await expect(step.locator('time')).toHaveText(clock(change.at));
  }
  await expect(page.locator('.order-facts .status')).toHaveText('Delivered');
  await expect(page.getByRole('status').filter({ hasText: `Order ${order.orderId} status` })).toHaveText(
    `Order ${order.orderId} status: Delivered.`,
  );

  // The list shows the same in small: six marks, the last one current.
  await page.goto('/orders');
  const marks = page.getByRole('list', { name: `Progress of order ${order.orderId}: Delivered, step 6 of 6` });
  await expect(marks.getByRole('listitem')).toHaveCount(6);
  await expect(marks.locator('[data-state="done"]')).toHaveCount(5);
});

test('before it is reached, Delivered shows when the order is expected', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'expected');
  const order = await placeOrderViaApi(request, customer, [{ restaurantId: dimSum, item: 'Stew', quantity: 2 }], HOME);
  await page.goto(`/order-details/${order.orderId}`);
  const steps = page.getByRole('region', { name: 'Progress' }).getByRole('listitem');
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(steps.last()).toHaveAttribute('data-state', 'upcoming');
  await expect(steps.last().locator('time')).toHaveText(`by ${clock(order.estimatedDeliveryTime)}`);
  await expect(steps.nth(1).locator('time')).toHaveText('');
});

test('a rejected order shows where it stopped and the restaurant’s reason, on its screen and in the list', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, 'rejected');
  const order = await placeOrderViaApi(request, customer, [{ restaurantId: mezze, item: 'Bread', quantity: 1 }], HOME);
  await page.goto(`/order-details/${order.orderId}`);
  const timeline = page.getByRole('region', { name: 'Progress' });
  await expect(timeline.locator('[aria-current="step"] .timeline__label')).toHaveText('Submitted');

  await move(request, order, { status: 'Rejected', reason: 'Our oven is broken tonight.' });
  await expect(timeline.locator('.timeline__label')).toHaveText(['Submitted', 'Rejected'], FOLLOWS_WITHIN);
  await expect(timeline.locator('[aria-current="step"]')).toHaveAttribute('data-state', 'stopped');
  await expect(page.locator('.order-details .order-notice')).toHaveText('Rejected: Our oven is broken tonight.');
  await expect(page.locator('.order-facts .status')).toHaveText('Rejected');

  await page.goto('/orders');
  const card = page.getByRole('list', { name: 'Your orders' }).locator(':scope > li').first();
  await expect(card.locator('.order-notice')).toHaveText('Rejected: Our oven is broken tonight.');
  await expect(card.getByRole('list', { name: `Progress of order ${order.orderId}: Rejected` })).toBeVisible();
});

test('an order of two restaurants shows each one’s part, moving on its own', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'two-kitchens');
  const order = await placeOrderViaApi(
    request,
    customer,
    [
      { restaurantId: dimSum, item: 'Soup', quantity: 1 },
      { restaurantId: mezze, item: 'Bread', quantity: 1 },
    ],
    HOME,
  );
  await page.goto(`/order-details/${order.orderId}`);
  const first = page.getByRole('region', { name: 'Dim Sum Corner' });
  const second = page.getByRole('region', { name: 'Mezze Garden' });
  await expect(first.locator('.timeline__label')).toHaveText(STATUSES);
  await expect(second.locator('.timeline__label')).toHaveText(STATUSES);

  await move(request, order, { status: 'Preparing', restaurantId: dimSum });
  await move(request, order, { status: 'Cancelled', restaurantId: mezze, reason: 'We ran out of chickpeas.' });
  await expect(first.locator('[aria-current="step"] .timeline__label')).toHaveText('Preparing', FOLLOWS_WITHIN);
  await expect(second.locator('[aria-current="step"] .timeline__label')).toHaveText('Cancelled', FOLLOWS_WITHIN);
  await expect(page.locator('.order-details .order-notice')).toHaveText(
    'Mezze Garden · Cancelled: We ran out of chickpeas.',
  );
  // The order goes on with what is still coming.
  await expect(page.locator('.order-facts .status')).toHaveText('Preparing');
});
