// Signing out leaves nothing of the customer on the device: not their cart, orders, addresses or notices in
// localStorage or sessionStorage, nor their sign-in in Firebase's IndexedDB.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { addressBookFor } from '../fixtures/address-book.ts';
import { SAKURA, addToServerCart, cartCount, deviceStorage } from '../fixtures/cart.ts';
import { signOutFromHeader, signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { HOME, placeOrderViaApi } from '../fixtures/orders.ts';

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

const STREET = 'Quietly Forgotten Street';

/** What Firebase keeps about signed-in users in the page's IndexedDB. */
function firebaseUsers(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve([]);
          const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          all.onsuccess = () => resolve(all.result.map((entry) => JSON.stringify(entry)));
        };
      }),
  );
}

test('signing out removes every trace of the customer from the device', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'leaver');
  const book = addressBookFor(request, customer);
  await book.save({ street: STREET, buildingNumber: '1', apartmentNumber: '2', city: 'Springfield', zipCode: '12345' });
  const order = await placeOrderViaApi(request, customer, [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 1 }], {
    street: STREET,
    buildingNumber: '1',
    apartmentNumber: '2',
    city: 'Springfield',
    zipCode: '12345',
  });
  await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
  // Every screen leaves what it read on the device: the cart, the orders, the addresses, an Order Again notice, what
  // each screen painted first, and the token the calls were sent with.
  await page.goto('/checkout');
  await expect(page.getByRole('form', { name: 'Delivery address' }).getByLabel('Street', { exact: true })).toHaveValue(
    STREET,
  );
  await page.goto('/orders');
  await page.getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true }).click();
  await page.waitForURL(/\/cart$/);
  await expect(page.getByRole('status').filter({ hasText: 'in your cart again' })).toBeVisible();
  const kept = (await deviceStorage(page)).join('\n');
  for (const key of [
    'customer:v1',
    'cart:v1',
    'orders:v1',
    'addresses:v1',
    'cart-notice:v1',
    'kept-screens:v1',
    'kept-token:v1',
  ])
    expect(kept).toContain(`${key}=`);
  expect(kept).toContain(customer.email);
  expect((await firebaseUsers(page)).join()).toContain(customer.email);

  await signOutFromHeader(page);

  expect(await deviceStorage(page)).toEqual([
    `customer:v1=${JSON.stringify({ name: '', email: 'None', uid: '', photoURL: null })}`,
  ]);
  expect(await firebaseUsers(page)).toEqual([]);
  await expect(cartCount(page)).toHaveText('0');
  await page.reload();
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  const after = (await deviceStorage(page)).join('\n');
  for (const trace of [customer.email, customer.name, STREET, 'Edamame', 'Salmon Maki'])
    expect(after).not.toContain(trace);
});

/** The customer's own calls: what the screens read and change. */
const CUSTOMER_CALLS = /\/(shopping-cart-api|order-mgmt-api|address-book-api)\//;

for (const path of ['/cart', '/checkout', '/orders']) {
  test(`on ${path}, what the server answers after sign-out is not kept on the device`, async ({ page, request }) => {
    const customer = await signedInCustomer(page, 'late-answers');
    await addressBookFor(request, customer).save(HOME);
    await placeOrderViaApi(request, customer, [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 1 }], HOME);
    // After the order, which empties the cart on the server.
    await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.context().route(CUSTOMER_CALLS, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });

    await page.goto(path);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await signOutFromHeader(page);
    // The reads asked for before the sign-out now get the customer's data back.
    const answers = asked.map((url) => page.waitForResponse(url));
    release();
    await Promise.all(answers);
    await page.waitForTimeout(300);

    expect(await deviceStorage(page)).toEqual([
      `customer:v1=${JSON.stringify({ name: '', email: 'None', uid: '', photoURL: null })}`,
    ]);
    await expect(cartCount(page)).toHaveText('0');
  });
}
