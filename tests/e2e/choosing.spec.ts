// What customers choose by: whether a restaurant is open (by the device's clock, whatever cache served the page), how
// long delivery takes, a menu's sections, dietary tags and the filter by diet, sold-out dishes, and checkout refusing
// a closed restaurant's line.
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { MenuSchema, RestaurantListSchema, type OpeningHours } from '../../src/lib/contract.ts';
import { expect, test } from '../fixtures/test.ts';
import { uniqueEmail } from '../fixtures/auth.ts';
import { addToCart, cartCount, cartLine } from '../fixtures/cart.ts';
import { closeTestKitchen, pushRestaurant } from '../fixtures/catalog.ts';
import { deliveryFields, deliveryForm, fillDeliveryForm } from '../fixtures/checkout.ts';
import { bistroMenu, NEVER_OPEN, testIds } from '../fixtures/menus.ts';
import { restaurantCards, searchBox, sidewaysOverflow, visibleRestaurantNames } from '../fixtures/pages.ts';
import { signInWithGooglePopup, useGoogleLoaderStub } from '../fixtures/google-sign-in.ts';

const MINUTE = 60_000;
const clock = (at: number) => new Date(at).toISOString().slice(11, 16);

/** Open for twelve hours a day on UTC's clock, closing at `close` (ms since 1970) and every day at that time. */
function closingAt(close: number): OpeningHours {
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
  return {
    timeZone: 'UTC',
    weekly: days.map((day) => ({ day, open: clock(close - 12 * 3600_000), close: clock(close) })),
    closed: [],
  };
}

const pushed: number[] = [];
test.afterAll(async () => {
  for (const id of pushed) await closeTestKitchen({ id });
});

/** Pushes a test bistro (Soup, Bread, Stew) with `hours`; its id. */
async function pushBistro(name: string, hours: OpeningHours): Promise<number> {
  const ids = testIds();
  await pushRestaurant(
    ids.restaurant,
    bistroMenu(ids.dish, (menu) => {
      menu.name = name;
      menu.hours = hours;
    }),
  );
  pushed.push(ids.restaurant);
  return ids.restaurant;
}

const status = (page: Page) => page.locator('article.restaurant .facts__opening');
const addButtons = (page: Page) => page.getByRole('button', { name: /^Add to Cart: / });
const closedButtons = (page: Page) => page.getByRole('button', { name: /^Closed · opens / });

test.describe('open or closed, by the device’s clock', () => {
  test('a menu open until its close says so, and at the close says when it opens, Add to Cart gone', async ({
    page,
  }) => {
    // The close is ten minutes or so away by the server's clock; the device's clock is set a minute before it.
    const close = Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
    const id = await pushBistro('Test Closing Bistro', closingAt(close));
    await page.clock.install({ time: close - MINUTE });
    await page.goto(`/restaurants/${id}`);
    await expect(status(page)).toHaveText(`Open until ${clock(close)}`);
    await expect(page.locator('article.restaurant .facts__delivery')).toHaveText('Delivery in 25-35 min');
    await expect(addButtons(page)).toHaveCount(3);
    await expect(closedButtons(page)).toHaveCount(0);

    await page.clock.runFor(2 * MINUTE);
    const opens = new RegExp(`^Closed · opens (?:[A-Z][a-z]{2} )?${clock(close + 12 * 3600_000)}$`);
    await expect(status(page)).toHaveText(opens);
    await expect(addButtons(page)).toHaveCount(0);
    await expect(closedButtons(page)).toHaveCount(3);
    await expect(closedButtons(page).first()).toBeDisabled();
    await expect(closedButtons(page).first()).toHaveText(opens);
  });

  test('a page rendered before the close and shown after it never says open', async ({ page }) => {
    const close = Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
    const id = await pushBistro('Test Stale Bistro', closingAt(close));
    await page.clock.install({ time: close + 5 * MINUTE });
    // The server's clock is before the close: the page it sends says open, as a cache would keep it.
    const response = await page.goto(`/restaurants/${id}`);
    expect(await response?.text()).toContain(`Open until ${clock(close)}`);
    await expect(status(page)).toHaveText(/^Closed · opens /);
    await expect(addButtons(page)).toHaveCount(0);

    // The list's card of it too, on a search of its name: a list kept from before the push may not show it yet.
    await page.goto(`/restaurants?${new URLSearchParams({ q: 'Test Stale Bistro' })}`);
    const card = restaurantCards(page).filter({ has: page.getByRole('heading', { name: 'Test Stale Bistro' }) });
    await expect(card.locator('.facts__opening')).toHaveText(/^Closed · opens /);
  });

  test('a page kept past what it knows of the hours says nothing of them, and still sells', async ({ page }) => {
    const close = Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
    const id = await pushBistro('Test Old Bistro', closingAt(close));
    await page.clock.install({ time: Date.now() + 3 * 24 * 3600_000 });
    await page.goto(`/restaurants/${id}`);
    await expect(status(page)).toBeHidden();
    await expect(addButtons(page)).toHaveCount(3);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server says it, as the page is rendered', async ({ page }) => {
      const close = Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
      const id = await pushBistro('Test Plain Bistro', closingAt(close));
      await page.goto(`/restaurants/${id}`);
      await expect(status(page)).toHaveText(`Open until ${clock(close)}`);
    });
  });
});

test(
  'a menu’s sections in order, under a bar of links that stays in view and scrolls on its own',
  { tag: '@edge' },
  async ({ page }) => {
    await page.goto('/restaurants/1');
    const bar = page.getByRole('navigation', { name: 'Menu sections' });
    const names = ['Pizza & Pasta', 'Starters', 'Desserts', 'Drinks'];
    await expect(bar.getByRole('link')).toHaveText(names);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(names);

    await bar.getByRole('link', { name: 'Drinks' }).click();
    await expect(page).toHaveURL(/#drinks$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Drinks' })).toBeInViewport();
    await expect(bar).toBeInViewport();

    // By keyboard, on the smallest phone: the links are reached with Tab and brought into view; nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/restaurants/1');
    await page.getByRole('button', { name: 'Show', exact: true }).focus();
    for (const name of names) {
      await page.keyboard.press('Tab');
      await expect(bar.getByRole('link', { name })).toBeFocused();
      await expect(bar.getByRole('link', { name })).toBeInViewport();
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: 'Drinks' })).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBe(0);
  },
);

test(
  'dishes carry their dietary tags in words; a sold-out dish says so in place of Add to Cart',
  { tag: '@edge' },
  async ({ page }) => {
    await page.goto('/restaurants/6');
    const paneer = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Palak Paneer' }) });
    await expect(paneer.getByRole('list', { name: 'Dietary tags' }).getByRole('listitem')).toHaveText([
      'Vegetarian',
      'Gluten-free',
    ]);

    await page.goto('/restaurants/10');
    const tarts = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Egg Tarts' }) });
    await expect(tarts.getByRole('button', { name: 'Sold out: Egg Tarts' })).toBeDisabled();
    await expect(tarts.getByRole('button', { name: 'Sold out: Egg Tarts' })).toHaveText('Sold out');
    await expect(page.getByRole('button', { name: 'Add to Cart: Egg Tarts' })).toHaveCount(0);
  },
);

/** The names on the list's cards a customer can see, but for other tests' restaurants. */
const visibleDemoNames = async (page: Page) =>
  (await visibleRestaurantNames(page)).filter((name) => !name.startsWith('Test '));

/** The demo restaurants offering `diet` on sale, and whose name or cuisine contains `term`, by name. */
async function offering(page: Page, diet: string, term = ''): Promise<string[]> {
  const all = v.parse(RestaurantListSchema, await (await page.request.get('/restaurants-api/restaurants')).json());
  return all
    .filter((r) => r.diets.includes(diet as never))
    .filter((r) => `${r.name} ${r.cuisine}`.toLowerCase().includes(term))
    .map((r) => r.name)
    .filter((name) => !name.startsWith('Test '));
}

test.describe('the filter by diet', () => {
  test('filters the list and keeps the search as it goes on', { tag: '@edge' }, async ({ page }) => {
    await page.goto('/restaurants');
    await page.getByLabel('Diet', { exact: true }).selectOption({ label: 'Vegetarian options' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants\?diet=vegetarian$/);
    const vegetarian = await offering(page, 'vegetarian');
    expect(vegetarian.length).toBeGreaterThan(1);
    await expect.poll(() => visibleDemoNames(page)).toEqual(vegetarian);

    await searchBox(page).pressSequentially('indian');
    await expect.poll(() => visibleDemoNames(page)).toEqual(await offering(page, 'vegetarian', 'indian'));
    await expect(page).toHaveURL(/\/restaurants\?diet=vegetarian&q=indian$/);
    await page.getByLabel('Diet', { exact: true }).selectOption({ label: 'Vegan options' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants\?diet=vegan&q=indian$/);
    await expect.poll(() => visibleDemoNames(page)).toEqual(await offering(page, 'vegan', 'indian'));
  });

  test('filters a menu to the dishes of a diet', { tag: '@edge' }, async ({ page }) => {
    await page.goto('/restaurants/6');
    await page.getByLabel('Diet', { exact: true }).selectOption({ label: 'Vegan' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants\/6\?diet=vegan$/);
    const menu = v.parse(
      MenuSchema,
      await (await page.request.get('/restaurant-details-api/restaurant-menu?id=6')).json(),
    );
    const vegan = menu.filter((item) => item.dietary.includes('vegan')).map((item) => item.name);
    expect(vegan.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 4 })).toHaveText(vegan);
    for (const name of vegan) {
      const dish = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(dish.getByRole('list', { name: 'Dietary tags' })).toContainText('Vegan');
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a form that keeps the search term', async ({ page }) => {
      await page.goto('/restaurants?q=house');
      await page.getByLabel('Diet', { exact: true }).selectOption({ label: 'Vegan options' });
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(page).toHaveURL(/\/restaurants\?diet=vegan&q=house$/);
      await expect.poll(() => visibleDemoNames(page)).toEqual(await offering(page, 'vegan', 'house'));
      await expect(page.getByLabel('Diet', { exact: true })).toHaveValue('vegan');
      await expect(searchBox(page)).toHaveValue('house');
    });
  });
});

test('checkout refuses a line of a restaurant that has closed, naming it, and the cart stays', async ({
  page,
  context,
}) => {
  await useGoogleLoaderStub(context);
  const ids = testIds();
  const menu = bistroMenu(ids.dish, (pushedMenu) => {
    pushedMenu.name = 'Test Shutting Bistro';
  });
  await pushRestaurant(ids.restaurant, menu);
  pushed.push(ids.restaurant);
  await page.goto(`/restaurants/${ids.restaurant}`);
  await signInWithGooglePopup(page, { email: uniqueEmail('closed-checkout'), name: 'Ada Closed' });
  await addToCart(page, 'Soup', 1);

  await pushRestaurant(ids.restaurant, { ...menu, hours: NEVER_OPEN });
  await page.goto('/cart');
  await expect(cartLine(page, 'Soup')).toContainText('Closed until further notice');

  await page.goto('/checkout');
  await fillDeliveryForm(page, deliveryFields('Ada Closed'));
  await deliveryForm(page).getByRole('button', { name: 'Place Order ($6.50)', exact: true }).click();
  await expect(deliveryForm(page).getByRole('alert')).toHaveText(
    'Test Shutting Bistro is closed until further notice. Your order was not placed, and your cart is as it was.',
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartCount(page)).toHaveText('1');
});
