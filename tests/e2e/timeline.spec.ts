// An order's progress as a picture: the details screen's timeline moves on with the order, live, on a server whose
// status clock steps every second (ORDER_STATUS_STEP_SECONDS=1), and the order list shows the same in small.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { HOME, placeOrderViaApi } from '../fixtures/orders.ts';
import { TEST_PORTS } from '../fixtures/ports.ts';
import { freshSqliteUrl, startServer, type RunningServer } from '../fixtures/server.ts';

const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

const STATUSES = ['Submitted', 'Preparing', 'Prepared', 'Ready for delivery', 'Out for delivery', 'Delivered'];

let fast: RunningServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  fast = await startServer(TEST_PORTS.e2eFastClock, freshSqliteUrl('e2e-fast-clock'), {
    ORDER_STATUS_STEP_SECONDS: '1',
  });
  api = await playwright.request.newContext({ baseURL: fast.origin });
});

test.afterAll(async () => {
  await api.dispose();
  await fast.stop();
});

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

/** `HH:MM` in the customer's zone. */
const clock = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

test('the timeline moves on with the order, each step reached marked with its time, each move announced', async ({
  page,
}) => {
  await page.goto(fast.origin);
  const customer = await signedInCustomer(page, 'timeline');
  const order = await placeOrderViaApi(api, customer, [{ restaurantId: 3, item: 'Miso Soup', quantity: 1 }], HOME);
  await page.goto(`${fast.origin}/order-details/${order.orderId}`);

  const timeline = page.getByRole('region', { name: 'Progress' });
  const steps = timeline.getByRole('listitem');
  await expect(steps.locator('.timeline__label')).toHaveText(STATUSES);
  // The page notes every step it marks as the current one, across repaints.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenSteps: string[] }).seenSteps = seen;
    const note = () => {
      const current = document.querySelector('.timeline [aria-current="step"] .timeline__label')?.textContent;
      if (current && seen.at(-1) !== current) seen.push(current);
    };
    note();
    new MutationObserver(note).observe(document.querySelector('[data-screen]')!, { subtree: true, childList: true });
  });

  await expect(timeline.locator('[aria-current="step"] .timeline__label')).toHaveText('Delivered', { timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { seenSteps: string[] }).seenSteps);
  // It moved on while the page was open, one status after another, without a reload.
  expect(seen.length).toBeGreaterThan(1);
  expect(seen).toEqual(STATUSES.slice(STATUSES.indexOf(seen[0]!)));
  await expect(timeline.locator('[aria-current]')).toHaveCount(1);

  // Every step reached carries the time it was reached: one second apart, the last at the delivery time.
  const deliveredAt = Date.parse(order.estimatedDeliveryTime);
  for (const [index, status] of STATUSES.entries()) {
    const at = new Date(deliveredAt - (STATUSES.length - 1 - index) * 1000).toISOString();
    const step = steps.filter({ hasText: status });
    await expect(step).toHaveAttribute('data-state', status === 'Delivered' ? 'current' : 'done');
    await expect(step.locator('time')).toHaveAttribute('datetime', at);
    await expect(step.locator('time')).toHaveText(clock(Date.parse(at)));
  }
  await expect(page.locator('.order-facts .status')).toHaveText('Delivered');
  await expect(page.getByRole('status').filter({ hasText: `Order ${order.orderId} status` })).toHaveText(
    `Order ${order.orderId} status: Delivered.`,
  );

  // The list shows the same in small: six marks, the last one current.
  await page.goto(`${fast.origin}/orders`);
  const marks = page.getByRole('list', { name: `Progress of order ${order.orderId}: Delivered, step 6 of 6` });
  await expect(marks.getByRole('listitem')).toHaveCount(6);
  await expect(marks.locator('[data-state="done"]')).toHaveCount(5);
  await expect(marks.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
});

test('before it is reached, Delivered shows the estimated delivery time', async ({ page }) => {
  await page.goto(fast.origin);
  const customer = await signedInCustomer(page, 'eta');
  const order = await placeOrderViaApi(api, customer, [{ restaurantId: 3, item: 'Edamame', quantity: 1 }], HOME);
  // Answered as just placed, whatever the clock says by then.
  await page.context().route('**/order-mgmt-api/get-order-details', async (route) => {
    const response = await route.fetch();
    const [placed] = (await response.json()) as { status: string }[];
    await route.fulfill({ response, json: [{ ...placed, status: 'Submitted' }] });
  });
  await page.goto(`${fast.origin}/order-details/${order.orderId}`);

  const steps = page.getByRole('region', { name: 'Progress' }).getByRole('listitem');
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(steps.last()).toHaveAttribute('data-state', 'upcoming');
  await expect(steps.last().locator('time')).toHaveText(`by ${clock(Date.parse(order.estimatedDeliveryTime))}`);
  await expect(steps.nth(1).locator('time')).toHaveText('');
});
