// The customer's screens paint what the device knows before React (about 66 KB) has loaded, with no more than 20 KiB
// of JavaScript; React takes over on the first interaction with the same markup, and nothing the customer did is lost.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { addressBookFor } from '../fixtures/address-book.ts';
import { GUEST_MARGHERITA, GUEST_SALMON_MAKI } from '../fixtures/cart-items.ts';
import {
  GUEST_CART_KEY,
  SAKURA,
  addToServerCart,
  cartLine,
  cartLines,
  expectCartLine,
  leaveGuestCart,
} from '../fixtures/cart.ts';
import { signedInCustomer, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';
import { HOME, placeOrderViaApi } from '../fixtures/orders.ts';
import { sidewaysOverflow } from '../fixtures/pages.ts';
import { PHONE_ONLY } from '../fixtures/projects.ts';
import { holdReact, island, takenOver } from '../fixtures/takeover.ts';

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

/** The most JavaScript (gzip) a screen may load before the first interaction (DESIGN.md). */
const JS_BUDGET_BYTES = 20 * 1024;

const GUEST_CART = [GUEST_SALMON_MAKI];

/** The island's markup in a form two renders of the same screen share: no comments, attributes sorted. */
function canonicalMarkup(page: Page): Promise<string> {
  return island(page).evaluate((root) => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const element = node as Element;
      const attributes = [...element.attributes]
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort()
        .join(' ');
      return `<${element.localName} ${attributes}>${[...element.childNodes].map(walk).join('')}</${element.localName}>`;
    };
    return [...root.childNodes].map(walk).join('');
  });
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const path of ['/cart', '/checkout', '/orders', '/order-details/1']) {
  test(`signed out, ${path} loads at most 20 KiB of JavaScript before the first interaction, guest cart and all`, async ({
    page,
  }) => {
    await leaveGuestCart(page, GUEST_CART);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    if (path === '/cart')
      await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 2 });
    if (path === '/checkout')
      await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Salmon Maki');

    let bytes = 0;
    for (const response of scripts) bytes += gzipSync(await response.body(), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(
      scripts.map((response) => new URL(response.url()).pathname).filter((file) => /\/client\./.test(file)),
    ).toEqual([]);
  });
}

test("the cart asks for the pictures of a phone's first screen of lines before any of its scripts has arrived", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const dishes = ['margherita-pizza', 'spaghetti-carbonara', 'caprese-salad', 'garlic-focaccia', 'tiramisu'];
  const pictures = dishes.map((dish) => `/images/items/trattoria-bella-luna-${dish}.svg`);
  await leaveGuestCart(
    page,
    pictures.map((image, index) => ({ ...GUEST_MARGHERITA, id: index + 1, name: dishes[index], image })),
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') asked.push(new URL(request.url()).pathname);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/_astro\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/cart', { waitUntil: 'commit' });
  // The four lines a phone shows first; the fifth waits for the page script, which paints it.
  await expect.poll(() => asked).toEqual(pictures.slice(0, 4));
  await page.waitForTimeout(300);
  expect(asked).toEqual(pictures.slice(0, 4));

  release();
  await expect(cartLines(page)).toHaveCount(5);
  await expect
    .poll(() =>
      cartLines(page)
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  // The painted lines use what was asked for: each picture came once.
  expect(asked).toEqual(pictures);
  expect(errors).toEqual([]);
});

test('React takes the painted cart over with the same markup, keeping the focused field and what was typed', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await leaveGuestCart(page, GUEST_CART);
  const release = await holdReact(page);
  await page.goto('/cart');
  await expectCartLine(page, { restaurant: SAKURA.name, item: 'Salmon Maki', price: '$8.99', quantity: 2 });
  const painted = await canonicalMarkup(page);

  // Typed before React is there.
  const quantity = cartLine(page, 'Salmon Maki').getByLabel('Quantity');
  await quantity.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  release();
  await takenOver(page);

  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('5');
  await quantity.fill('2');
  expect(await canonicalMarkup(page)).toBe(painted);
  // React answers the field from now on.
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(page.getByText(/^Total: /)).toHaveText('Total: $35.96');
  expect(errors).toEqual([]);
});

test('Enter in a painted field before React is there commits what was typed once it is', async ({ page }) => {
  await leaveGuestCart(page, GUEST_CART);
  const release = await holdReact(page);
  await page.goto('/cart');
  const quantity = cartLine(page, 'Salmon Maki').getByLabel('Quantity');
  await quantity.fill('3');
  await quantity.press('Enter');
  release();
  await expect(page.getByText(/^Total: /)).toHaveText('Total: $26.97');
  await expect(quantity).toBeFocused();
});

test('a press on the painted cart before React is there is answered once it is', async ({ page }) => {
  await leaveGuestCart(page, GUEST_CART);
  const release = await holdReact(page);
  await page.goto('/cart');
  const remove = cartLine(page, 'Salmon Maki').getByRole('button', { name: 'Remove Salmon Maki', exact: true });
  await remove.click();
  // Held, and shown to be working on it.
  await expect(remove).toHaveAttribute('aria-busy', 'true');
  await expect(cartLines(page)).toHaveCount(1);
  release();
  await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY)).toBeNull();
});

test(
  'signed in, the screens show what the device knows before the server answers, and nothing moves when it does',
  { tag: PHONE_ONLY },
  async ({ page, request }) => {
    const errors = consoleErrors(page);
    const customer = await signedInCustomer(page, 'painter');
    const order = await placeOrderViaApi(
      request,
      customer,
      [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 2 }],
      HOME,
    );
    await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
    // A first visit of each screen leaves what it read on the device.
    for (const path of ['/cart', '/orders', `/order-details/${order.orderId}`]) {
      await page.goto(path);
      await expect(island(page)).toContainText(path === '/cart' ? 'Salmon Maki' : 'Order Again');
    }

    for (const [path, text] of [
      ['/cart', 'Salmon Maki'],
      ['/orders', `Order Details for order ${order.orderId}`],
      [`/order-details/${order.orderId}`, 'Quantity: 2'],
    ] as const) {
      let releaseApi = () => {};
      const apiHeld = new Promise<void>((resolve) => (releaseApi = resolve));
      const api = /\/(shopping-cart-api|order-mgmt-api)\//;
      await page.context().route(api, async (route) => {
        await apiHeld;
        await route.continue();
      });
      await page.goto(path);
      await page.evaluate(() => {
        const page = window as unknown as { shifts: number };
        page.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) page.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Painted from the device, while the server has not answered.
      await expect(
        island(page)
          .getByText(text)
          .or(island(page).getByRole('link', { name: text })),
      ).toBeVisible();
      const answered = page.waitForResponse(/\/(view-shopping-cart|list-orders|get-order-details)/);
      releaseApi();
      await answered;
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBe(0);
      // Still the page's own painting: React was never needed.
      await expect(island(page)).toHaveAttribute('ssr', '');
      await page.context().unroute(api);
    }
    expect(errors.filter((text) => !text.includes('apis.google.com'))).toEqual([]);
  },
);

test('signed in, the cart reads the server even when its pictures never load', async ({ page, request }) => {
  const customer = await signedInCustomer(page, 'no-pictures');
  await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
  // A first visit leaves the cart on the device: the next visit paints its line, picture and all, before the server.
  await page.goto('/cart');
  await expect(cartLine(page, 'Salmon Maki')).toBeVisible();
  await addToServerCart(request, customer, SAKURA.id, 'Miso Soup', 1);
  await page.context().route(/\/images\//, () => new Promise<void>(() => {}));

  // The pictures never arrive, so the page never finishes loading.
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await expect(cartLine(page, 'Salmon Maki')).toBeVisible();
  await expect(cartLine(page, 'Miso Soup')).toBeVisible();
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test('every customer screen fits a 320 px phone, signed in with a cart, orders and saved addresses', async ({
  page,
  request,
}) => {
  const customer = await signedInCustomer(page, 'narrow');
  await addressBookFor(request, customer).save(HOME);
  const order = await placeOrderViaApi(
    request,
    customer,
    [{ restaurantId: SAKURA.id, item: 'Salmon Maki', quantity: 3 }],
    HOME,
  );
  await addToServerCart(request, customer, SAKURA.id, 'Edamame', 1);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/cart', '/checkout', '/orders', `/order-details/${order.orderId}`]) {
    await page.goto(path);
    await expect(island(page).getByRole('button').first()).toBeVisible();
    expect(await sidewaysOverflow(page), path).toBe(0);
  }
});
