// The cart of a visitor who has not signed in: kept on the device, counted in the header, and joined with the
// customer's own cart on the server when they sign in at checkout (through the real Google popup on the emulator).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import {
  GUEST_CART_KEY,
  SAKURA,
  TRATTORIA,
  addToCart,
  addToServerCart,
  cartCount,
  cartLine,
  cartLines,
  expectCartLine,
  menuItem,
  openRestaurant,
  serverCart,
  setQuantity,
  total,
} from '../fixtures/cart.ts';
import { accountButton, signInWithGooglePopup, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

const guestCartOnDevice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY);

const proceed = (page: Page) => page.getByRole('link', { name: 'Proceed to Checkout', exact: true });

test('a visitor fills a cart on the device and changes it without signing in', { tag: '@edge' }, async ({ page }) => {
  await openRestaurant(page, TRATTORIA);
  await addToCart(page, 'Margherita Pizza', 1);
  await addToCart(page, 'Tiramisu', 2);
  await expect(accountButton(page, 'Sign In')).toBeVisible();

  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(2);
  await expectCartLine(page, { restaurant: TRATTORIA.name, item: 'Margherita Pizza', price: '$13.99', quantity: 1 });
  await expectCartLine(page, { restaurant: TRATTORIA.name, item: 'Tiramisu', price: '$8.49', quantity: 1 });
  await expect(total(page)).toHaveText('Total: $22.48');
  await expect(page.getByText('You will sign in at checkout; what you picked comes with you.')).toBeVisible();

  await setQuantity(page, 'Margherita Pizza', 3);
  await expect(total(page)).toHaveText('Total: $50.46');
  await cartLine(page, 'Tiramisu').getByRole('button', { name: 'Remove Tiramisu', exact: true }).click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartCount(page)).toHaveText('1');
  // More than a line holds is cut to the most it holds.
  await setQuantity(page, 'Margherita Pizza', 50);
  const field = cartLine(page, 'Margherita Pizza').getByLabel('Quantity');
  await field.fill('60');
  await field.press('Enter');
  await expect(field).toHaveValue('50');

  // Kept on the device: a reload, and another page's header, still show it.
  await page.reload();
  await expectCartLine(page, { restaurant: TRATTORIA.name, item: 'Margherita Pizza', price: '$13.99', quantity: 50 });
  await page.goto('/restaurants');
  await expect(cartCount(page)).toHaveText('1');

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Clear Cart', exact: true }).click();
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  expect(await guestCartOnDevice(page)).toBeNull();
});

test(
  'Proceed to Checkout signs the visitor in and joins their cart with the one the server kept',
  { tag: '@edge' },
  async ({ page, request }) => {
    const email = uniqueEmail('joiner');
    const customer = await signInCustomer(email, 'Grace Joiner');
    // The customer's cart from another device: an item the visitor picks again, and one near the line limit.
    await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 2);
    await addToServerCart(request, customer, SAKURA.id, 'Edamame', 45);

    await openRestaurant(page, SAKURA);
    await addToCart(page, 'Salmon Maki', 1);
    await addToCart(page, 'Edamame', 2);
    await addToCart(page, 'Miso Soup', 3);
    await page.goto('/cart');
    await setQuantity(page, 'Salmon Maki', 3);
    await setQuantity(page, 'Edamame', 10);
    await expect(total(page)).toHaveText('Total: $80.86');

    await signInWithGooglePopup(page, { email, name: 'Grace Joiner' }, () => proceed(page).click());
    await page.waitForURL(/\/checkout$/);

    // Both quantities of an item in both carts, at most 50 of one item; the item only on the device is added.
    const summary = page.getByRole('region', { name: 'Order summary' }).getByRole('listitem');
    await expect(summary).toHaveText([/Salmon Maki.*\$8\.99 x 5/, /Edamame.*\$4\.99 x 50/, /Miso Soup.*\$3\.99 x 1/]);
    expect(await serverCart(request, customer)).toEqual([
      ['Salmon Maki', 5],
      ['Edamame', 50],
      ['Miso Soup', 1],
    ]);
    await expect(cartCount(page)).toHaveText('3');
    expect(await guestCartOnDevice(page)).toBeNull();

    // The cart screen says what did not fit.
    await page.goto('/cart');
    await expect(page.getByRole('status').filter({ hasText: 'in your cart now' })).toContainText(
      'Edamame: 5 added, as one line holds at most 50.',
    );
  },
);

test('a sign-in cancelled at checkout loses nothing, and the next one goes through', async ({ page }) => {
  await openRestaurant(page, SAKURA);
  await addToCart(page, 'Edamame', 1);
  await page.goto('/cart');

  const popupOpened = page.waitForEvent('popup');
  await proceed(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/emulator\/auth\/handler/);
  await popup.close();

  // Firebase gives a closed popup a few seconds for its answer before it calls the sign-in cancelled.
  await expect(accountButton(page, 'Sign In')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/cart$/);
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Edamame', price: '$4.99', quantity: 1 });
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await guestCartOnDevice(page)).toContain('Edamame');

  const account = { email: uniqueEmail('second-try'), name: 'Second Try' };
  await signInWithGooglePopup(page, account, () => proceed(page).click());
  await page.waitForURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('listitem')).toHaveText([
    /Edamame.*\$4\.99 x 1/,
  ]);
});

test('signing in from the header also brings the device’s cart along', async ({ page }) => {
  await openRestaurant(page, TRATTORIA);
  await addToCart(page, 'Caprese Salad', 1);
  const account = { email: uniqueEmail('header'), name: 'Header Person' };
  await signInWithGooglePopup(page, account);
  await expect(cartCount(page)).toHaveText('1');
  await page.goto('/cart');
  await expectCartLine(page, { restaurant: TRATTORIA.name, item: 'Caprese Salad', price: '$10.99', quantity: 1 });
  await expect(page.getByText('You will sign in at checkout; what you picked comes with you.')).toHaveCount(0);
  expect(await guestCartOnDevice(page)).toBeNull();
  // Signed out, the device keeps nothing of it.
  await accountButton(page, 'Sign Out').click();
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
});

test('a failed move keeps on the device what was not moved and says so; Add them now finishes it', async ({
  page,
  request,
}) => {
  const edamame = await menuItem(request, SAKURA.id, 'Edamame');
  await openRestaurant(page, SAKURA);
  await addToCart(page, 'Salmon Maki', 1);
  await addToCart(page, 'Edamame', 2);
  let failing = true;
  await page.context().route('**/shopping-cart-api/add-shopping-cart-item', (route) =>
    failing && (route.request().postDataJSON() as { itemId: number }).itemId === edamame.id
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'The kitchen is having a moment. Please try again.' } },
        })
      : route.continue(),
  );
  await page.goto('/cart');
  await signInWithGooglePopup(page, { email: uniqueEmail('interrupted'), name: 'Inter Rupted' }, () =>
    proceed(page).click(),
  );

  // Signed in, on the cart: Salmon Maki moved, Edamame still on the device, and the customer is told.
  const leftover = page.getByRole('status').filter({ hasText: 'Not in your cart yet' });
  await expect(leftover).toHaveText(/Not in your cart yet, from before you signed in: Edamame\./);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The kitchen is having a moment. Please try again.',
  );
  await expect(cartLines(page)).toHaveCount(1);
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 1 });
  await expect(page).toHaveURL(/\/cart$/);
  expect(await guestCartOnDevice(page)).toContain('Edamame');

  failing = false;
  await leftover.getByRole('button', { name: 'Add them now', exact: true }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Edamame', price: '$4.99', quantity: 1 });
  await expect(leftover).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(await guestCartOnDevice(page)).toBeNull();
});
