// The customer's journey and the inputs that differ most between engines, in Firefox ESR and in WebKitGTK (Safari's
// engine, which every browser on an iPhone runs): Chromium runs the same and more through Playwright in the other
// projects. Each engine is a project of its own (playwright.config.ts) whose tests carry its name.
import type { APIRequestContext } from '@playwright/test';
import { signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { SAKURA, addToServerCart, serverCart } from '../fixtures/cart.ts';
import { deliveryFields } from '../fixtures/checkout.ts';
import { expect, test, type Account, type Device, type Target } from '../fixtures/engines.ts';
import { HOME, listOrdersViaApi } from '../fixtures/orders.ts';
import { ENGINES, engineTag } from '../fixtures/projects.ts';

// ---- What the customer acts on and reads, for any engine -----------------------------------------------------------

const ACCOUNT_BUTTON = '[data-account-button]';
const CART_COUNT = '[data-cart-count]';
const SEARCH_BOX = '#site-search';
const SCREEN = '[data-screen]';
const navLink = (name: string): Target => `//nav[@aria-label="Main"]//a[starts-with(normalize-space(), "${name}")]`;
const link = (name: string): Target => `//main//a[normalize-space()="${name}"]`;
const button = (label: string): Target => `//button[@aria-label="${label}" or normalize-space()="${label}"]`;
const cartLine = (item: string): Target => `//li[contains(@class, "cart-line")][.//h2[normalize-space()="${item}"]]`;
const quantity = (item: string): Target => `${cartLine(item)}//input[@type="number"]`;
const deliveryField = (label: string): Target =>
  `//form[@aria-labelledby="delivery-heading"]//label[normalize-space(text())="${label}"]/input`;

/** In the page: the text (a field's value) of every shown element a target names. */
function shownTexts(target: string): string[] {
  const found: Element[] = [];
  if (/^[/(]/.test(target)) {
    const result = document.evaluate(target, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    for (let index = 0; index < result.snapshotLength; index += 1) found.push(result.snapshotItem(index) as Element);
  } else found.push(...document.querySelectorAll(target));
  return found
    .filter((element) => element.checkVisibility())
    .map((element) =>
      element instanceof HTMLInputElement ? element.value : (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    );
}

const texts = (device: Device, target: Target) => device.run(shownTexts, target);
const text = async (device: Device, target: Target) => (await texts(device, target)).join(' | ');
const total = (device: Device) => text(device, '.cart-summary__total');

const PAINTED = () => document.querySelector('[data-screen] > astro-island')?.hasAttribute('ssr') ?? false;
const AWAKE = () => document.querySelector('[data-screen] > astro-island')?.hasAttribute('data-awake') ?? false;

const newAccount = (label: string): Account => ({ email: uniqueEmail(label), name: `Ada ${label}` });

/** The header's script has run (it marks the account button busy or not as it starts); before it, Sign In is held. */
const HEADER_SCRIPT_RAN = () => document.querySelector('[data-account-button]')?.hasAttribute('aria-busy') ?? false;

/** Signs the device in from the header on the home page and answers a token for the same customer, for the API. */
async function signedIn(device: Device, label: string): Promise<TestCustomer> {
  const account = newAccount(label);
  await device.open('/');
  await expect.poll(() => device.run(HEADER_SCRIPT_RAN)).toBe(true);
  await device.signIn(ACCOUNT_BUTTON, account);
  return signInCustomer(account.email, account.name);
}

/** The customer's cart on the server, sorted by item. */
const storedCart = async (request: APIRequestContext, customer: TestCustomer) =>
  (await serverCart(request, customer)).sort();

// ---- The tests, once per engine --------------------------------------------------------------------------------

for (const engine of ENGINES) {
  test.describe(engine.title, { tag: engineTag(engine.name) }, () => {
    test.afterEach(({ device }) => {
      expect(device.pageErrors(), 'errors thrown in a page and caught by nothing').toEqual([]);
    });

    test('a visitor searches, fills a cart, signs in at checkout, orders and finds the order', async ({
      device,
      request,
    }) => {
      await device.open('/');
      await expect.poll(() => text(device, 'h1')).toBe('Welcome to Cymbal Eats!');

      // Search as you type, the first keys before the search box's code is there.
      await device.open('/restaurants');
      await device.type(SEARCH_BOX, 'JAPAN');
      await expect
        .poll(() => texts(device, 'ul[aria-label="Restaurants"] > li h2'))
        .toEqual(['Ramen Hoshi', 'Sakura Sushi House']);
      await expect.poll(() => device.location()).toBe('/restaurants?q=JAPAN');

      // Two dishes, the first tapped on the freshly loaded menu.
      await device.tap(`//ul[@aria-label="Restaurants"]//a[normalize-space()="${SAKURA.name}"]`);
      await expect.poll(() => text(device, 'h1')).toBe(SAKURA.name);
      await device.tap(button('Add to Cart: Salmon Maki'));
      await expect.poll(() => text(device, CART_COUNT)).toBe('1');
      await expect.poll(() => texts(device, button('Added ✓: Salmon Maki'))).toHaveLength(1);
      await device.tap(button('Add to Cart: Miso Soup'));
      await expect.poll(() => text(device, CART_COUNT)).toBe('2');

      // Quantities on the freshly opened cart: one left with Enter, one with Tab. Then a line removed.
      await device.tap(navLink('My Cart'));
      await expect.poll(() => texts(device, quantity('Salmon Maki'))).toEqual(['1']);
      await device.type(quantity('Salmon Maki'), '3');
      await device.press('Enter');
      await expect.poll(() => total(device)).toBe('Total: $30.96');
      await device.type(quantity('Miso Soup'), '2');
      await device.press('Tab');
      await expect.poll(() => total(device)).toBe('Total: $34.95');
      await device.tap(button('Remove Miso Soup'));
      await expect.poll(() => texts(device, `${cartLine('Miso Soup')}//h2`)).toEqual([]);
      await expect.poll(() => total(device)).toBe('Total: $26.97');
      await expect.poll(() => text(device, CART_COUNT)).toBe('1');

      // Sign-in at checkout: the device's cart comes along.
      const account = newAccount('journey');
      await device.signIn(link('Proceed to Checkout'), account);
      await expect.poll(() => device.location()).toBe('/checkout');
      await expect.poll(() => texts(device, deliveryField('Name'))).toEqual([account.name]);
      for (const [label, value] of Object.entries(deliveryFields(account.name, HOME)).slice(1)) {
        await device.type(deliveryField(label), value);
      }
      await device.tap(button('Place Order ($26.97)'));
      await expect.poll(() => texts(device, '//*[normalize-space()="Order placed successfully!"]')).toHaveLength(1);
      await expect.poll(() => device.location()).toBe('/order-confirmation');
      await expect.poll(() => text(device, 'h1')).toBe('Order Confirmed!');
      await expect.poll(() => text(device, CART_COUNT)).toBe('0');

      const [order, ...others] = await listOrdersViaApi(request, await signInCustomer(account.email, account.name));
      expect(others).toEqual([]);
      expect(order).toMatchObject({ status: 'Submitted', totalCost: 26.97, shippingAddress: HOME });
      expect(order?.orderItems.map((line) => [line.itemName, line.quantity])).toEqual([['Salmon Maki', 3]]);

      await device.tap(navLink('My Orders'));
      await expect.poll(() => text(device, 'h1')).toBe('Your Orders');
      await expect.poll(() => texts(device, `//ul[@aria-label="Your orders"]/li//a`)).toEqual(['Order Details']);
      await expect.poll(() => text(device, '//ul[@aria-label="Your orders"]/li')).toContain('$26.97');
      await device.tap(`//a[@aria-label="Order Details for order ${order?.orderId}"]`);
      await expect.poll(() => text(device, 'h1')).toBe('Your Order Details');
      await expect.poll(() => text(device, SCREEN)).toContain('Quantity: 3');
    });

    // The painted cart, React held back as on a slow phone: what the customer does first goes to the page's own
    // markup, and React's must end the same once it has taken over.
    for (const [how, leave] of [
      ['Tab', (device: Device) => device.press('Tab')],
      ['Enter (the keyboard’s Done)', (device: Device) => device.press('Enter')],
      ['a tap elsewhere', (device: Device) => device.tap('h1')],
    ] as const) {
      test(`a quantity typed first thing on the freshly painted cart and left by ${how}`, async ({
        device,
        request,
      }) => {
        const customer = await signedIn(device, 'painted-quantity');
        await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
        await addToServerCart(request, customer, SAKURA.id, 'Miso Soup', 1);
        const release = await device.holdReact();
        await device.open('/cart');
        await expect.poll(() => texts(device, quantity('Salmon Maki'))).toEqual(['1']);
        expect(await device.run(AWAKE)).toBe(false);

        await device.type(quantity('Salmon Maki'), '5');
        await leave(device);
        expect(await device.run(PAINTED)).toBe(true);
        release();

        await expect.poll(() => total(device)).toBe('Total: $48.94');
        await expect.poll(() => device.run(PAINTED)).toBe(false);
        expect(await texts(device, quantity('Salmon Maki'))).toEqual(['5']);
        await expect
          .poll(() => storedCart(request, customer))
          .toEqual([
            ['Miso Soup', 1],
            ['Salmon Maki', 5],
          ]);
        await device.open('/cart');
        await expect.poll(() => texts(device, quantity('Salmon Maki'))).toEqual(['5']);
      });
    }

    test('Remove tapped first thing on the freshly painted cart', async ({ device, request }) => {
      const customer = await signedIn(device, 'painted-remove');
      await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
      await addToServerCart(request, customer, SAKURA.id, 'Miso Soup', 1);
      const release = await device.holdReact();
      await device.open('/cart');
      await expect.poll(() => texts(device, quantity('Miso Soup'))).toEqual(['1']);

      await device.tap(button('Remove Miso Soup'));
      expect(await device.run(PAINTED)).toBe(true);
      release();

      await expect.poll(() => total(device)).toBe('Total: $8.99');
      await expect.poll(() => storedCart(request, customer)).toEqual([['Salmon Maki', 1]]);
      await device.open('/cart');
      await expect.poll(() => texts(device, `${cartLine('Miso Soup')}//h2`)).toEqual([]);
      await expect.poll(() => total(device)).toBe('Total: $8.99');
    });

    test('cart changes made offline wait on the device and reach the server when it is back', async ({
      device,
      request,
    }) => {
      const customer = await signedIn(device, 'offline-edits');
      await addToServerCart(request, customer, SAKURA.id, 'Edamame', 1);
      await addToServerCart(request, customer, SAKURA.id, 'Miso Soup', 2);
      await device.open('/cart');
      await expect.poll(() => texts(device, quantity('Miso Soup'))).toEqual(['2']);
      // The service worker keeps the screen's code, which the first change offline loads.
      await expect.poll(() => device.run(() => navigator.serviceWorker.controller !== null)).toBe(true);

      await device.setOffline(true);
      await device.type(quantity('Edamame'), '4');
      await device.press('Enter');
      await device.tap(button('Remove Miso Soup'));
      await expect.poll(() => texts(device, `${cartLine('Miso Soup')}//h2`)).toEqual([]);
      await expect.poll(() => total(device)).toBe('Total: $19.96');
      await expect.poll(() => text(device, '.cart-waiting')).toContain('Saved on this device, waiting');
      expect(await storedCart(request, customer)).toEqual([
        ['Edamame', 1],
        ['Miso Soup', 2],
      ]);

      await device.setOffline(false);
      await expect.poll(() => texts(device, '.cart-waiting')).toEqual([]);
      await expect.poll(() => storedCart(request, customer)).toEqual([['Edamame', 4]]);
      await device.open('/cart');
      await expect.poll(() => texts(device, quantity('Edamame'))).toEqual(['4']);
      expect(await storedCart(request, customer)).toEqual([['Edamame', 4]]);
    });
  });
}
