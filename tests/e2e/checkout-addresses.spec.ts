// A checkout that takes seconds: the last order's address offered, saved addresses to pick, save and remove, and
// fields the phone's keyboard and autofill understand.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { addressBookFor } from '../fixtures/address-book.ts';
import { SAKURA, addToServerCart } from '../fixtures/cart.ts';
import { signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { HOME, OFFICE, placeOrderViaApi, type Address } from '../fixtures/orders.ts';

const CABIN: Address = {
  street: 'Lake Lane',
  buildingNumber: '3',
  apartmentNumber: '1',
  city: 'Ogdenville',
  zipCode: '67890',
};
const STUDIO: Address = {
  street: 'Elm Street',
  buildingNumber: '99',
  apartmentNumber: '5',
  city: 'Springfield',
  zipCode: '12399',
};

const LABELS: Record<keyof Address, string> = {
  street: 'Street',
  buildingNumber: 'Building#',
  apartmentNumber: 'Apartment#',
  city: 'City',
  zipCode: 'ZipCode',
};

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

const form = (page: Page) => page.getByRole('form', { name: 'Delivery address' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const option = (page: Page, address: Address) =>
  form(page).getByRole('button', {
    name: `${address.street} ${address.buildingNumber}, Apt ${address.apartmentNumber}, ${address.city} ${address.zipCode}`,
    exact: true,
  });

async function expectFields(page: Page, address: Address) {
  for (const [key, label] of Object.entries(LABELS)) {
    await expect(field(page, label)).toHaveValue(address[key as keyof Address]);
  }
}

async function fillFields(page: Page, address: Address) {
  for (const [key, label] of Object.entries(LABELS)) await field(page, label).fill(address[key as keyof Address]);
}

/** Places the order from the form and answers what was sent. */
async function placeOrder(page: Page): Promise<{ shippingAddress: Address }> {
  const sent = page.waitForRequest((request: Request) => request.url().endsWith('/order-mgmt-api/place-order'));
  await form(page)
    .getByRole('button', { name: /^Place Order/ })
    .click();
  const body = (await sent).postDataJSON() as { shippingAddress: Address };
  await page.waitForURL(/\/order-confirmation$/);
  return body;
}

test('the checkout offers the last order’s address, which the customer may change', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'regular');
  await placeOrderViaApi(request, customer, [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 1 }], HOME);
  await addToServerCart(request, customer, SAKURA.id, 'Miso Soup', 1);

  await page.goto('/checkout');
  await expectFields(page, HOME);
  await expect(field(page, 'Name')).toHaveValue('Ada regular');

  await field(page, 'Apartment#').fill('4C');
  expect((await placeOrder(page)).shippingAddress).toEqual({ ...HOME, apartmentNumber: '4C' });
});

test('the address fields keep their autofill tokens, and the zip code brings up digits', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'autofill');
  await addToServerCart(request, customer, SAKURA.id, 'Miso Soup', 1);
  await page.goto('/checkout');

  const tokens = {
    Name: 'name',
    Street: 'address-line1',
    'Building#': 'address-line2',
    'Apartment#': 'address-line3',
    City: 'address-level2',
    ZipCode: 'postal-code',
  };
  for (const [label, token] of Object.entries(tokens)) {
    await expect(field(page, label)).toHaveAttribute('autocomplete', token);
    await expect(field(page, label)).toHaveAttribute('required', '');
  }
  await expect(field(page, 'ZipCode')).toHaveAttribute('inputmode', 'numeric');
  // Nothing to offer: the fields start empty.
  await expectFields(page, { street: '', buildingNumber: '', apartmentNumber: '', city: '', zipCode: '' });
});

test('a saved address is picked, the typed one saved and another removed', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'mover');
  const book = addressBookFor(request, customer);
  await book.save(CABIN);
  await book.save(OFFICE);
  await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 2);

  await page.goto('/checkout');
  const saved = form(page).getByRole('group', { name: 'Your saved addresses' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  // No order yet: the most recently used saved address is offered.
  await expectFields(page, OFFICE);
  await expect(option(page, OFFICE)).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, CABIN)).toHaveAttribute('aria-pressed', 'false');

  await option(page, CABIN).click();
  await expectFields(page, CABIN);
  await expect(option(page, CABIN)).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, OFFICE)).toHaveAttribute('aria-pressed', 'false');

  await fillFields(page, STUDIO);
  await expect(saved.getByRole('button', { pressed: true })).toHaveCount(0);
  await form(page).getByRole('button', { name: 'Save this address', exact: true }).click();
  await expect(form(page).getByRole('status')).toHaveText('Address saved.');
  await expect(option(page, STUDIO)).toHaveAttribute('aria-pressed', 'true');
  await expect(saved.getByRole('listitem')).toHaveCount(3);

  await saved
    .getByRole('button', {
      name: `Remove ${OFFICE.street} ${OFFICE.buildingNumber}, Apt ${OFFICE.apartmentNumber}, ${OFFICE.city} ${OFFICE.zipCode}`,
      exact: true,
    })
    .click();
  await expect(form(page).getByRole('status')).toHaveText('Address removed.');
  await expect(option(page, OFFICE)).toHaveCount(0);
  expect((await book.list()).map((address) => address.street)).toEqual([STUDIO.street, CABIN.street]);

  expect((await placeOrder(page)).shippingAddress).toEqual(STUDIO);
});

test('a sixth address is refused with the reason, and the order still goes to it', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'collector');
  const book = addressBookFor(request, customer);
  for (const zipCode of ['10001', '10002', '10003', '10004', '10005']) await book.save({ ...HOME, zipCode });
  await addToServerCart(request, customer, SAKURA.id, 'Edamame', 1);

  await page.goto('/checkout');
  await fillFields(page, STUDIO);
  await form(page).getByRole('button', { name: 'Save this address', exact: true }).click();
  await expect(form(page).getByRole('status')).toHaveText(
    'You can keep at most 5 addresses. Remove one of them first, then save this one.',
  );
  expect(await book.list()).toHaveLength(5);
  expect((await placeOrder(page)).shippingAddress).toEqual(STUDIO);
});
