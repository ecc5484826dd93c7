// Every screen passes axe with no violation, signed out and signed in, and the main path works by keyboard alone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import { addressBookFor } from '../fixtures/address-book.ts';
import { accountButton, signInWithGooglePopup, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { SIGNED_OUT_SCREENS } from '../fixtures/pages.ts';
import { PHONE_ONLY } from '../fixtures/projects.ts';

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

/** Waits for the screen to settle (islands rendered) and lists axe's violations as readable lines. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const path of SIGNED_OUT_SCREENS) {
  test(`${path} has no accessibility violation for a signed-out visitor`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

// On the phone only: every screen's wide layout is checked signed out above, and what signing in adds is the islands'
// markup, the same at any width; on the desktop project this journey took a fifth of its time.
test(
  'every screen of a signed-in customer has no accessibility violation',
  { tag: PHONE_ONLY },
  async ({ page, request }) => {
    // A whole journey with an axe run on each of its eight screens: about 20 s on a quiet machine.
    test.slow();
    await page.goto('/restaurants/2');
    const email = uniqueEmail('a11y');
    await signInWithGooglePopup(page, { email, name: 'Alan A11y' });
    // Saved addresses to pick at checkout.
    const book = addressBookFor(request, await signInCustomer(email));
    await book.save({
      street: 'Oak Road',
      buildingNumber: '2',
      apartmentNumber: '9',
      city: 'Springfield',
      zipCode: '12345',
    });
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    expect(await violations(page), 'menu after adding').toEqual([]);

    for (const path of ['/', '/cart', '/checkout']) {
      await page.goto(path);
      expect(await violations(page), path).toEqual([]);
    }
    for (const [label, value] of [
      ['Name', 'Alan'],
      ['Street', 'Elm Street'],
      ['Building#', '7'],
      ['Apartment#', '1'],
      ['City', 'Springfield'],
      ['ZipCode', '12345'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await page.waitForURL('**/order-confirmation');
    expect(await violations(page), '/order-confirmation').toEqual([]);

    await page.goto('/orders');
    await page
      .getByRole('link', { name: /^Order Details/ })
      .first()
      .click();
    await expect(page.getByText('Quantity: 1')).toBeVisible();
    expect(await violations(page), '/order-details/{id}').toEqual([]);
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: /^Order Details/ })).toHaveCount(1);
    expect(await violations(page), '/orders').toEqual([]);

    // The cart saying what Order Again brought back.
    await page.getByRole('button', { name: /^Order Again/ }).click();
    await page.waitForURL('**/cart');
    await expect(page.getByText(/is in your cart again/)).toBeVisible();
    expect(await violations(page), '/cart after Order Again').toEqual([]);
  },
);

/** Presses Tab until `target` has focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with Tab`);
}

test('a customer can search, open a menu, sign in and add to the cart with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type('sushi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/restaurants\?q=sushi$/);

  await tabTo(page, page.getByRole('link', { name: 'Sakura Sushi House', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sakura Sushi House' })).toBeVisible();

  await tabTo(page, accountButton(page, 'Sign In'));
  await signInWithGooglePopup(page, { email: uniqueEmail('keys'), name: 'Kay Board' }, () =>
    page.keyboard.press('Enter'),
  );

  const add = page.getByRole('button', { name: /^Add to Cart: / }).first();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
});
