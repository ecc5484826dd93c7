// Order Again, from the order list and from an order's details: the order's lines go back into the cart at today's
// prices, and the cart says what is no longer on the menu, what costs something else and what did not fit.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { addToServerCart, cartCount, cartLine, cartLines, expectCartLine, total } from '../fixtures/cart.ts';
import { closeTestKitchen, openTestKitchen, removeFromMenu, setPrice, type TestKitchen } from '../fixtures/catalog.ts';
import { signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { HOME, placeOrderViaApi } from '../fixtures/orders.ts';

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

/** The restaurants this file opened: closed after each test. */
const opened: TestKitchen[] = [];

test.afterEach(async () => {
  for (const kitchen of opened.splice(0)) await closeTestKitchen(kitchen);
});

async function kitchenOf(label: string, items: { name: string; price: number }[]): Promise<TestKitchen> {
  const kitchen = await openTestKitchen(label, items);
  opened.push(kitchen);
  return kitchen;
}

/** The cart's notice about lines that came from an order. */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'your cart' });

test('Order Again from the list: today’s prices, what left the menu, and no line past 50', async ({
  page,
  request,
}) => {
  const kitchen = await kitchenOf('again', [
    { name: 'Pho', price: 11.5 },
    { name: 'Banh Mi', price: 7.25 },
    { name: 'Spring Rolls', price: 5 },
  ]);
  const customer = await signedInCustomer(page, 'again');
  const order = await placeOrderViaApi(
    request,
    customer,
    [
      { restaurantId: kitchen.id, item: 'Pho', quantity: 2 },
      { restaurantId: kitchen.id, item: 'Banh Mi', quantity: 1 },
      { restaurantId: kitchen.id, item: 'Spring Rolls', quantity: 10 },
    ],
    HOME,
  );
  // Since the order: the cart holds 45 Spring Rolls, Pho costs more, Banh Mi is off the menu.
  await addToServerCart(request, customer, kitchen.id, 'Spring Rolls', 45);
  await setPrice(kitchen.items[0]!.id, 12.75);
  await removeFromMenu(kitchen.items[1]!.id);

  await page.goto('/orders');
  await page.getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true }).click();
  await page.waitForURL(/\/cart$/);

  await expect(notice(page)).toContainText(`Order ${order.orderId} is in your cart again, at today’s prices.`);
  await expect(notice(page).getByRole('listitem')).toHaveText([
    'No longer on the menu: Banh Mi.',
    'Price changed: Pho $11.50 → $12.75.',
    'Spring Rolls: 5 added, as one line holds at most 50.',
  ]);
  await expect(cartLines(page)).toHaveCount(2);
  await expectCartLine(page, { restaurant: kitchen.name, item: 'Spring Rolls', price: '$5.00', quantity: 50 });
  await expectCartLine(page, { restaurant: kitchen.name, item: 'Pho', price: '$12.75', quantity: 2 });
  await expect(cartLine(page, 'Banh Mi')).toHaveCount(0);
  await expect(total(page)).toHaveText('Total: $275.50');
  await expect(cartCount(page)).toHaveText('2');

  // Read, then gone, also after a reload.
  await notice(page).getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(notice(page)).toHaveCount(0);
});

test('Order Again from an order’s details puts its lines in the cart', async ({ page, request }) => {
  const kitchen = await kitchenOf('details', [{ name: 'Laksa', price: 13 }]);
  const customer = await signedInCustomer(page, 'again-details');
  const order = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: kitchen.id, item: 'Laksa', quantity: 3 }],
    HOME,
  );

  await page.goto(`/order-details/${order.orderId}`);
  await expect(page.getByText('Quantity: 3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true }).click();
  await page.waitForURL(/\/cart$/);

  await expect(notice(page)).toHaveText(
    new RegExp(`^Order ${order.orderId} is in your cart again, at today’s prices\\.`),
  );
  await expect(notice(page).getByRole('listitem')).toHaveCount(0);
  await expectCartLine(page, { restaurant: kitchen.name, item: 'Laksa', price: '$13.00', quantity: 3 });
});

test('Order Again of an order whose whole menu is gone says nothing could be added', async ({ page, request }) => {
  const kitchen = await kitchenOf('gone', [{ name: 'Rendang', price: 15 }]);
  const customer = await signedInCustomer(page, 'again-gone');
  const order = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: kitchen.id, item: 'Rendang', quantity: 1 }],
    HOME,
  );
  await removeFromMenu(kitchen.items[0]!.id);

  await page.goto('/orders');
  await page.getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true }).click();
  await page.waitForURL(/\/cart$/);

  await expect(notice(page)).toContainText(`Nothing from order ${order.orderId} could be added to your cart.`);
  await expect(notice(page).getByRole('listitem')).toHaveText(['No longer on the menu: Rendang.']);
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
});
