// A customer screen opened again shows, while its page is read, what its page script painted first on the last visit,
// if the device's data is what it was then; otherwise it waits for the page script, and never shows what was.
import { expect, test } from '../fixtures/test.ts';
import { GUEST_SALMON_MAKI } from '../fixtures/cart-items.ts';
import { SAKURA, addToCart, cartLine, deviceStorage, leaveGuestCart, openRestaurant } from '../fixtures/cart.ts';
import { signOutFromHeader, signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { HOME, placeOrderViaApi } from '../fixtures/orders.ts';
import { PHONE_ONLY } from '../fixtures/projects.ts';
import { holdScreenScript, island } from '../fixtures/takeover.ts';

// The page script is held back by the test, which a service worker's copy of it would bypass.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

test(
  'signed in, the orders opened again are shown before their script arrives, and a press there is answered',
  { tag: PHONE_ONLY },
  async ({ page, request }) => {
    const customer = await signedInCustomer(page, 'returning');
    const order = await placeOrderViaApi(
      request,
      customer,
      [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 2 }],
      HOME,
    );
    const details = island(page).getByRole('link', { name: `Order Details for order ${order.orderId}` });
    // The first visit reads the orders from the server; the second paints them from the device first, and keeps that.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto('/orders');
      await expect(details).toBeVisible();
    }

    const release = await holdScreenScript(page);
    // The held script holds the load event back too.
    await page.goto('/orders', { waitUntil: 'domcontentloaded' });
    await expect(details).toBeVisible();
    await expect(island(page).getByText('Loading your orders…')).toHaveCount(0);
    const shown = await island(page).evaluateHandle((root) => root.firstElementChild);
    release();
    // The page script found the same screen on the page, and left it there.
    await expect(island(page)).not.toHaveAttribute('data-kept-paint');
    expect(await shown.evaluate((element) => element?.isConnected)).toBe(true);
    await expect(details).toBeVisible();

    const releaseAgain = await holdScreenScript(page);
    await page.goto('/orders', { waitUntil: 'domcontentloaded' });
    await island(page)
      .getByRole('button', { name: `Order Again for order ${order.orderId}`, exact: true })
      .click();
    // The island's code shares a file with the page script: the press is answered once it arrives.
    releaseAgain();
    await page.waitForURL(/\/cart$/);
    await expect(cartLine(page, 'Edamame')).toBeVisible();
  },
);

test('a cart opened again shows its lines and their pictures before its script, with no request for them', async ({
  page,
}) => {
  await leaveGuestCart(page, [GUEST_SALMON_MAKI]);
  await page.goto('/cart');
  await expect(cartLine(page, GUEST_SALMON_MAKI.name)).toBeVisible();
  // Once the screen is on screen, its pictures are kept inside it.
  await page.waitForFunction(
    (address) => localStorage.getItem('kept-screens:v1')?.includes(`data-kept-src=\\"${address}\\"`),
    GUEST_SALMON_MAKI.image,
  );

  const pictures: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/images/')) pictures.push(request.url());
  });
  const release = await holdScreenScript(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const picture = cartLine(page, GUEST_SALMON_MAKI.name).locator('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(pictures).toEqual([]);
  release();
  await expect(island(page)).not.toHaveAttribute('data-kept-paint');
  await expect(cartLine(page, GUEST_SALMON_MAKI.name)).toBeVisible();
});

test('a cart changed since it was last opened waits for its script, and never shows what it was', async ({ page }) => {
  await leaveGuestCart(page, [GUEST_SALMON_MAKI]);
  for (let visit = 0; visit < 2; visit++) {
    await page.goto('/cart');
    await expect(cartLine(page, GUEST_SALMON_MAKI.name)).toBeVisible();
  }
  await openRestaurant(page, SAKURA);
  await addToCart(page, 'Edamame', 2);

  const release = await holdScreenScript(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-screen="cart"]').getByText('Loading your cart…')).toBeVisible();
  await expect(cartLine(page, GUEST_SALMON_MAKI.name)).toHaveCount(0);
  release();
  await expect(cartLine(page, GUEST_SALMON_MAKI.name)).toBeVisible();
  await expect(cartLine(page, 'Edamame')).toBeVisible();
});

test('what a screen showed is not kept on the device once the customer signs out', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'kept-then-gone');
  await placeOrderViaApi(request, customer, [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 1 }], HOME);
  // The second visit's first paint holds the orders the first one read.
  for (let visit = 0; visit < 2; visit++) {
    await page.goto('/orders');
    await expect(island(page).getByText(HOME.street).first()).toBeVisible();
  }
  expect((await deviceStorage(page)).find((entry) => entry.startsWith('kept-screens:v1='))).toContain(HOME.street);

  await signOutFromHeader(page);

  expect((await deviceStorage(page)).join('\n')).not.toContain('kept-screens:v1=');
});
