// A dish the restaurant's system sells out through the partner API (`PATCH /partner-api/v1/restaurants/{id}/dishes/
// {dishId}`) while it sits in a customer's cart: its menu says Sold out at once, the cart shows it sold out, and
// checkout refuses it by name, the cart kept. Back on sale, menu and cart take it again. The restaurant is this file's own, pushed open around the clock.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { addToCart, cartLine, menuItem } from '../fixtures/cart.ts';
import { deliveryFields, deliveryForm, fillDeliveryForm } from '../fixtures/checkout.ts';
import { makeIntegration, openTestRestaurants, revoke } from '../fixtures/partner.ts';
import { testDatabaseFile } from '../fixtures/server.ts';
import type { CreatedIntegration } from '../../src/lib/partner/integrations.server.ts';

/** The browser tests' server's database (tests/fixtures/serve-for-e2e.ts). */
const DATABASE_URL = `file:${testDatabaseFile('e2e')}`;

let kitchen: CreatedIntegration;
let restaurant: number;

test.beforeAll(async () => {
  [restaurant = 0] = await openTestRestaurants(DATABASE_URL, ['Sold Out Bistro']);
  kitchen = await makeIntegration(DATABASE_URL, { name: 'Sold-out kitchen', restaurantIds: [restaurant] });
});

test.afterAll(async () => {
  await revoke(DATABASE_URL, kitchen.id);
});

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

/** The restaurant's system marks a dish sold out (`available` false) or back, as a point-of-sale does. */
async function setOnSale(request: APIRequestContext, name: string, available: boolean) {
  const dish = await menuItem(request, restaurant, name);
  const response = await request.patch(`/partner-api/v1/restaurants/${restaurant}/dishes/${dish.id}`, {
    headers: { Authorization: `Bearer ${kitchen.secret}` },
    data: { available },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a dish sold out while in the cart shows so on its menu and in the cart, and checkout refuses it by name', async ({
  page,
  request,
  browser,
}) => {
  await signedInCustomer(page, 'sold-out');
  await page.goto(`/restaurants/${restaurant}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sold Out Bistro' })).toBeVisible();
  await addToCart(page, 'Soup', 1);
  await addToCart(page, 'Stew', 2);

  await setOnSale(request, 'Soup', false);
  // The menu this customer just opened is kept by the server a few seconds; the sold-out drops that copy at once, so
  // the next customer to open it reads Sold out. (This customer's own device answers its visited copy once more, and
  // refreshes it meanwhile: docs/decisions/021.)
  const next = await browser.newPage();
  await next.goto(new URL(`/restaurants/${restaurant}`, page.url()).href);
  await expect(next.getByRole('button', { name: 'Sold out: Soup', exact: true })).toBeDisabled();
  await expect(next.getByRole('button', { name: 'Add to Cart: Stew', exact: true })).toBeEnabled();
  await next.close();
  await page.goto('/cart');
  await expect(cartLine(page, 'Soup').getByText('Sold out', { exact: true })).toBeVisible();
  await expect(cartLine(page, 'Stew').getByText('Sold out', { exact: true })).toHaveCount(0);

  await page.goto('/checkout');
  await fillDeliveryForm(page, deliveryFields('Sold Out Tester'));
  await deliveryForm(page)
    .getByRole('button', { name: /^Place Order/ })
    .click();
  await expect(
    page.getByText('Soup is sold out. Your order was not placed, and your cart is as it was.'),
  ).toBeVisible();
  await page.goto('/cart');
  await expect(cartLine(page, 'Soup')).toBeVisible();
  await expect(cartLine(page, 'Stew')).toBeVisible();

  await setOnSale(request, 'Soup', true);
  await page.reload();
  await expect(cartLine(page, 'Soup').getByText('Sold out', { exact: true })).toHaveCount(0);
  const later = await browser.newPage();
  await later.goto(new URL(`/restaurants/${restaurant}`, page.url()).href);
  await expect(later.getByRole('button', { name: 'Add to Cart: Soup', exact: true })).toBeEnabled();
  await later.close();
});
