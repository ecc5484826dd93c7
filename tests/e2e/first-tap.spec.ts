// A menu's first taps count at once, while the Add to Cart island's code and React are still on their way, and
// nothing is done twice once they arrive; the header's count says in words what it holds, and its Sign In pressed
// before its script arrived is answered.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signInCustomer, uniqueEmail } from '../fixtures/auth.ts';
import { GUEST_CART_KEY, TRATTORIA, cartCount, openRestaurant, serverCart } from '../fixtures/cart.ts';
import { accountButton, signInWithGooglePopup, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { holdRequests } from '../fixtures/held-requests.ts';

// What the page itself asks for: a service worker's precache would ask for the same files first.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

const myCart = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

const addButton = (page: Page, item: string) => page.getByRole('button', { name: `Add to Cart: ${item}`, exact: true });

/** Holds back the Add to Cart island's code until the returned function is called. */
const holdIslandCode = (page: Page) => holdRequests(page, '**/_astro/AddToCartButton.*');

/** The menu as a customer's phone has it once loaded: what it fetches on idle included. */
async function openLoadedMenu(page: Page) {
  await openRestaurant(page, TRATTORIA);
  await page.waitForLoadState('networkidle');
}

const guestLines = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '[]') as { name: string; quantity: number }[]).map((line) => [
        line.name,
        line.quantity,
      ]),
    GUEST_CART_KEY,
  );

test("a finger held on Add to Cart shows it working, and the island's code is fetched once it is lifted", async ({
  page,
}) => {
  await openLoadedMenu(page);
  const islandCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_astro/AddToCartButton.')) islandCode.push(request.url());
  });
  const button = addButton(page, 'Margherita Pizza');
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('Add to Cart is not on the screen');
  const touch = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // Playwright taps in one go; a press held down takes the browser's own touch events.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // Running the island's code while the finger is down would hold the click the page answers at once.
  await page.waitForTimeout(500);
  expect(islandCode).toEqual([]);

  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
  expect(islandCode).toHaveLength(1);
});

test('the cart count reads "My Cart, empty", "1 item", then "2 items"', async ({ page }) => {
  await openLoadedMenu(page);
  await expect(myCart(page, 'My Cart, empty')).toBeVisible();
  await addButton(page, 'Margherita Pizza').click();
  await expect(myCart(page, 'My Cart, 1 item')).toBeVisible();
  await addButton(page, 'Tiramisu').click();
  await expect(myCart(page, 'My Cart, 2 items')).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');
  // A second of the same dish is a quantity, not a line.
  await page.getByRole('button', { name: 'Added ✓: Tiramisu', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart: Tiramisu', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added ✓: Tiramisu', exact: true })).toBeVisible();
  await expect(myCart(page, 'My Cart, 2 items')).toBeVisible();
});

test("a visitor's first taps count before the island's code arrives, and are not done again after", async ({
  page,
}) => {
  const release = await holdIslandCode(page);
  await openLoadedMenu(page);
  await addButton(page, 'Margherita Pizza').click();
  await expect(cartCount(page)).toHaveText('1');
  await expect(myCart(page, 'My Cart, 1 item')).toBeVisible();
  await addButton(page, 'Tiramisu').click();
  await expect(cartCount(page)).toHaveText('2');
  expect(await guestLines(page)).toEqual([
    ['Margherita Pizza', 1],
    ['Tiramisu', 1],
  ]);

  release();
  await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added ✓: Tiramisu', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await guestLines(page)).toEqual([
    ['Margherita Pizza', 1],
    ['Tiramisu', 1],
  ]);
  await expect(cartCount(page)).toHaveText('2');
});

test('an island wakes on a tap though the page has painted no frame, as in a tab not shown yet', async ({ page }) => {
  // A tab in the background runs no animation frame until it is shown.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await openLoadedMenu(page);
  await addButton(page, 'Margherita Pizza').click();
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toBeVisible();
  await addButton(page, 'Tiramisu').click();
  await expect(cartCount(page)).toHaveText('2');
});

test('a first touch on Add to Cart shows it working at once, and until its island shows the outcome', async ({
  page,
}) => {
  const release = await holdIslandCode(page);
  await openLoadedMenu(page);
  const button = addButton(page, 'Margherita Pizza');
  await button.tap();
  await expect(cartCount(page)).toHaveText('1');
  await expect(button).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza', exact: true })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(cartCount(page)).toHaveText('1');
});

test("a signed-in customer's first taps count at once and reach the server once each", async ({ page, request }) => {
  await openRestaurant(page, TRATTORIA);
  const email = uniqueEmail('first-tap');
  await signInWithGooglePopup(page, { email, name: 'Fran First' });
  const release = await holdIslandCode(page);
  await openLoadedMenu(page);
  await addButton(page, 'Margherita Pizza').click();
  await expect(cartCount(page)).toHaveText('1');
  await addButton(page, 'Tiramisu').click();
  await expect(cartCount(page)).toHaveText('2');

  const customer = await signInCustomer(email);
  await expect
    .poll(() => serverCart(request, customer))
    .toEqual([
      ['Margherita Pizza', 1],
      ['Tiramisu', 1],
    ]);
  release();
  await expect(page.getByRole('button', { name: 'Added ✓: Tiramisu', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await serverCart(request, customer)).toEqual([
    ['Margherita Pizza', 1],
    ['Tiramisu', 1],
  ]);
  await expect(cartCount(page)).toHaveText('2');
});

test("Sign In pressed before the header's script has arrived shows it working in place, then signs in", async ({
  page,
}) => {
  const release = await holdRequests(page, '**/_astro/BaseLayout.*');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const signIn = accountButton(page, 'Sign In');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const before = { button: await signIn.boundingBox(), nav: await nav.boundingBox() };
  await signInWithGooglePopup(page, { email: uniqueEmail('early-sign-in'), name: 'Eve Early' }, async () => {
    await signIn.click();
    await expect(signIn).toHaveAttribute('aria-busy', 'true');
    // Working, the button keeps its size, and nothing below it moves.
    expect({ button: await signIn.boundingBox(), nav: await nav.boundingBox() }).toEqual(before);
    release();
  });
  await expect(accountButton(page, 'Sign Out')).toHaveAttribute('aria-busy', 'false');
});
