// What a signed-out visitor browses: the home page, the restaurant list and its search, a menu, 404s.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import {
  demoRestaurantCards as cards,
  expectCatalogCache,
  expectPictureInPage,
  searchBox,
  visibleDemoRestaurantNames as visibleCardNames,
} from '../fixtures/pages.ts';

// The header, search box and footer of every screen: chrome.spec.ts.

test(
  'the home page greets the visitor and leads to the restaurants, cacheable by a CDN',
  { tag: '@edge' },
  async ({ page }) => {
    const response = await page.goto('/');
    expectCatalogCache(response?.headers()['cache-control']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Cymbal Eats!');
    await page.getByRole('link', { name: 'Browse Restaurants' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  },
);

/** The home page's list of cuisines, each a link. */
const homeCuisines = (page: Page) =>
  page
    .getByRole('list', { name: 'Cuisines' })
    .getByRole('link')
    .filter({ hasNotText: /^Test$/ });

/** The home page's few restaurants. */
const homeRestaurants = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants to try', exact: true }).getByRole('listitem');

test(
  'the home page lists every cuisine, each leading to the restaurants of that cuisine only',
  { tag: '@edge' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'What are you in the mood for?' })).toBeVisible();
    await expect(homeCuisines(page)).toHaveText([
      'American',
      'Chinese',
      'French',
      'Indian',
      'Italian',
      'Japanese',
      'Korean',
      'Mediterranean',
      'Mexican',
      'Thai',
      'Vietnamese',
    ]);
    await homeCuisines(page).getByText('Japanese', { exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants\?q=Japanese$/);
    await expect.poll(() => visibleCardNames(page)).toEqual(['Ramen Hoshi', 'Sakura Sushi House']);
    await expect(cards(page).filter({ visible: true }).locator('.card__cuisine')).toHaveText([
      'Cuisine: Japanese',
      'Cuisine: Japanese',
    ]);
    await expect(page.getByText('2 restaurants found', { exact: true })).toBeVisible();
  },
);

test('the home page shows six restaurants of six cuisines, each leading to its menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'A taste of each kitchen' })).toBeVisible();
  const shown = homeRestaurants(page);
  await expect(shown.getByRole('heading', { level: 3 })).toHaveText([
    'Trattoria Bella Luna',
    'Sakura Sushi House',
    'Casa Verde Taqueria',
    'Spice Route Kitchen',
    'Thai Orchid',
    'French Quarter Burgers',
  ]);
  const cuisines = await shown.locator('.card__cuisine').allTextContents();
  expect(new Set(cuisines).size).toBe(6);
  for (const card of await shown.all()) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/restaurants\/\d+$/);
    await expect(card.getByRole('link', { name: `View Menu of ${name}` })).toHaveAttribute(
      'href',
      /^\/restaurants\/\d+$/,
    );
  }
  // Sakura Sushi House is open around the clock: its menu offers Add to Cart whenever the test runs.
  await shown
    .filter({ hasText: 'Sakura Sushi House' })
    .getByRole('link', { name: 'View Menu of Sakura Sushi House' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sakura Sushi House');
  await expect(page.getByRole('button', { name: /^Add to Cart: / }).first()).toBeVisible();
});

test('the home page loads no script of its own: the same scripts as a page with nothing but the layout', async ({
  page,
}) => {
  const scriptsOf = async (path: string) => {
    const loaded: string[] = [];
    const listener = (request: Request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
    };
    page.on('request', listener);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', listener);
    // Data blocks (the page's JSON-LD) run nothing: only code counts.
    const inline = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && script.type !== 'application/ld+json')
        .map((script) => script.type || 'classic'),
    );
    // Which code, not how many fetches: the service worker the first page registered may take over the second while
    // it loads, and Chromium then sometimes asks for a module twice (both answered from the worker's cache).
    return { loaded: [...new Set(loaded)].sort(), inline };
  };
  const layoutOnly = await scriptsOf('/no-such-page');
  expect(layoutOnly.loaded.length).toBeGreaterThan(0);
  expect(await scriptsOf('/')).toEqual(layoutOnly);
});

test('the restaurant list shows every restaurant as a card linking to its menu', { tag: '@edge' }, async ({ page }) => {
  const response = await page.goto('/restaurants');
  expect(response?.status()).toBe(200);
  expectCatalogCache(response?.headers()['cache-control']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
  await expect(cards(page)).toHaveCount(14);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Thai Orchid' }) });
  await expect(card.locator('img')).toHaveAttribute('src', '/images/restaurants/thai-orchid.svg');
  await expect(card.locator('img')).toHaveAttribute('width', '640');
  await expect(card.getByText('Cuisine: Thai', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Serene family-run dining room/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Thai Orchid', exact: true })).toHaveAttribute(
    'href',
    /^\/restaurants\/\d+$/,
  );
  await card.getByRole('link', { name: /^View Menu/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thai Orchid' })).toBeVisible();
});

test(
  'typing in the search box filters the list live by name or cuisine, whatever the case',
  { tag: '@edge' },
  async ({ page }) => {
    await page.goto('/restaurants');
    const search = searchBox(page);
    // Typed before the island is awake: the first keys must count too.
    await search.pressSequentially('JAPAN');
    await expect.poll(() => visibleCardNames(page)).toEqual(['Ramen Hoshi', 'Sakura Sushi House']);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('2 restaurants found');
    await expect(page).toHaveURL(/\/restaurants\?q=JAPAN$/);

    await search.fill('orchid');
    await expect.poll(() => visibleCardNames(page)).toEqual(['Thai Orchid']);
    await search.fill('no such food');
    await expect(page.getByText('No restaurants found.')).toBeVisible();
    await expect(cards(page).filter({ visible: true })).toHaveCount(0);
    await search.fill('');
    await expect(cards(page).filter({ visible: true })).toHaveCount(14);
    await expect(page.getByText('No restaurants found.')).toBeHidden();
  },
);

test(
  '?q= filters the list on the server, ignoring case, and the box shows the term',
  { tag: '@edge' },
  async ({ page }) => {
    await page.goto('/restaurants?q=ITALIAN');
    await expect(searchBox(page)).toHaveValue('ITALIAN');
    await expect.poll(() => visibleCardNames(page)).toEqual(['Nonna Rosa Pizzeria', 'Trattoria Bella Luna']);
    await expect(page.getByText('2 restaurants found', { exact: true })).toBeVisible();
    await expect(page.getByText('No restaurants found.')).toBeHidden();

    await page.goto('/restaurants?q=no-such-food');
    await expect(page.getByText('No restaurants found.')).toBeVisible();
    await expect(page.getByText('0 restaurants found', { exact: true })).toBeVisible();
    await expect(cards(page).filter({ visible: true })).toHaveCount(0);
  },
);

test('live search starts from the term the page was opened with', async ({ page }) => {
  await page.goto('/restaurants?q=japanese');
  await expect.poll(() => visibleCardNames(page)).toEqual(['Ramen Hoshi', 'Sakura Sushi House']);
  await searchBox(page).fill('sushi');
  await expect.poll(() => visibleCardNames(page)).toEqual(['Sakura Sushi House']);
  await expect(page).toHaveURL(/\/restaurants\?q=sushi$/);
  await page.reload();
  await expect.poll(() => visibleCardNames(page)).toEqual(['Sakura Sushi House']);
});

test('searching from another page goes to the filtered list', async ({ page }) => {
  await page.goto('/restaurants/1');
  await searchBox(page).fill('indian');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/restaurants\?q=indian$/);
  await expect.poll(() => visibleCardNames(page)).toEqual(['Bombay Tandoor House', 'Spice Route Kitchen']);
});

test(
  'a menu shows the restaurant and each item with its price and an Add to Cart button',
  { tag: '@edge' },
  async ({ page }) => {
    const response = await page.goto('/restaurants/3');
    expectCatalogCache(response?.headers()['cache-control']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sakura Sushi House');
    await expect(page.getByText('Cuisine: Japanese', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Elegant sushi counter/)).toBeVisible();
    await expectPictureInPage(page.locator('.restaurant img'), '/images/restaurants/sakura-sushi-house.svg');
    const items = page.getByRole('region', { name: 'Menu' }).getByRole('listitem');
    expect(await items.count()).toBeGreaterThanOrEqual(6);
    const maki = items.filter({ has: page.getByRole('heading', { name: 'Salmon Maki', exact: true }) });
    await expect(maki.getByText('$8.99', { exact: true })).toBeVisible();
    await expect(maki.locator('img')).toHaveAttribute('height', '240');
    await expect(maki.getByRole('button', { name: 'Add to Cart: Salmon Maki' })).toBeVisible();
    for (const price of await items.locator('.price').allTextContents()) expect(price).toMatch(/^\$\d+\.\d{2}$/);
  },
);

test("the original client's relative menu call works from a menu page", { tag: '@edge' }, async ({ page }) => {
  await page.goto('/restaurants/3');
  const shown = await page
    .getByRole('region', { name: 'Menu' })
    .getByRole('listitem')
    .getByRole('heading')
    .allTextContents();
  const answer = await page.evaluate(async () => {
    const response = await fetch('restaurant-details-api/restaurant-menu?id=3');
    return {
      url: response.url,
      status: response.status,
      names: ((await response.json()) as { name: string }[]).map((item) => item.name),
    };
  });
  expect(answer.url).toMatch(/\/restaurants\/restaurant-details-api\/restaurant-menu\?id=3$/);
  expect(answer.status).toBe(200);
  expect(answer.names).toEqual(shown);
});

test(
  'an unknown or malformed restaurant id answers Restaurant not found. with 404',
  { tag: '@edge' },
  async ({ page }) => {
    for (const path of ['/restaurants/9999', '/restaurants/abc', '/restaurants/0', '/restaurants/1.5']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurant not found.');
      await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    }
  },
);

test('any other path answers 404 Not Found with 404', { tag: '@edge' }, async ({ page }) => {
  for (const path of ['/nowhere', '/restaurants/1/extra', '/cart/x', '/restaurant', '/images/nothing.svg']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  }
  await page.getByRole('link', { name: 'Browse Restaurants' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page leads to a cuisine and a menu', async ({ page }) => {
    await page.goto('/');
    await homeCuisines(page).getByText('Indian', { exact: true }).click();
    await expect.poll(() => visibleCardNames(page)).toEqual(['Bombay Tandoor House', 'Spice Route Kitchen']);
    await page.goto('/');
    await homeRestaurants(page).getByRole('link', { name: 'Sakura Sushi House', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sakura Sushi House');
  });

  test('the list, the search and a menu still work', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('pizzeria');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/restaurants\?q=pizzeria$/);
    await expect.poll(() => visibleCardNames(page)).toEqual(['Nonna Rosa Pizzeria']);
    await page.goto('/restaurants?q=nothing-like-this');
    await expect(page.getByText('No restaurants found.')).toBeVisible();
    await page.goto('/restaurants?q=JAPANESE');
    await expect.poll(() => visibleCardNames(page)).toEqual(['Ramen Hoshi', 'Sakura Sushi House']);
    expect((await page.goto('/restaurants/9999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurant not found.');
    await page.goto('/restaurants?q=pizzeria');
    await page.getByRole('link', { name: 'Nonna Rosa Pizzeria', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nonna Rosa Pizzeria');
    await expect(page.getByRole('button', { name: /^Add to Cart: / }).first()).toBeVisible();
  });
});
