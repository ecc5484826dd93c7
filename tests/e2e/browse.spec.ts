// Everything a signed-out visitor can do: the chrome, the home page, the restaurant list and its search, a menu, 404s.
import { expect, test, type Page } from '@playwright/test';

const SEARCH_PLACEHOLDER = 'Search for restaurants or cuisines...';
const CATALOG_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

const cards = (page: Page) => page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem');
const visibleCardNames = (page: Page) => cards(page).filter({ visible: true }).getByRole('heading').allTextContents();

async function expectChrome(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Cymbal Eats' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Restaurants', exact: true })).toHaveAttribute('href', '/restaurants');
  await expect(nav.getByRole('link', { name: /^My Cart/ })).toHaveAttribute('href', '/cart');
  await expect(nav.locator('[data-cart-count]')).toHaveText('0');
  await expect(nav.getByRole('link', { name: 'My Orders', exact: true })).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()} Cymbal Eats. All rights reserved.`);
}

test('every screen has the header, the search box and the footer', async ({ page }) => {
  for (const path of ['/', '/restaurants', '/restaurants/1', '/cart', '/checkout', '/order-confirmation', '/orders', '/order-details/1', '/nowhere']) {
    await page.goto(path);
    await expectChrome(page);
  }
});

test('the home page greets the visitor and leads to the restaurants, cacheable by a CDN', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe(CATALOG_CACHE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Cymbal Eats!');
  await page.getByRole('link', { name: 'Browse Restaurants' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
});

test('the restaurant list shows every restaurant as a card linking to its menu', async ({ page }) => {
  const response = await page.goto('/restaurants');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe(CATALOG_CACHE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
  await expect(cards(page)).toHaveCount(14);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Thai Orchid' }) });
  await expect(card.locator('img')).toHaveAttribute('src', '/images/restaurants/thai-orchid.svg');
  await expect(card.locator('img')).toHaveAttribute('width', '640');
  await expect(card.getByText('Cuisine: Thai', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Serene family-run dining room/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Thai Orchid', exact: true })).toHaveAttribute('href', /^\/restaurants\/\d+$/);
  await card.getByRole('link', { name: /^View Menu/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thai Orchid' })).toBeVisible();
});

test('typing in the search box filters the list live by name or cuisine, whatever the case', async ({ page }) => {
  await page.goto('/restaurants');
  const search = page.getByRole('searchbox');
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
});

test('searching from another page goes to the filtered list', async ({ page }) => {
  await page.goto('/restaurants/1');
  await page.getByRole('searchbox').fill('indian');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/restaurants\?q=indian$/);
  await expect.poll(() => visibleCardNames(page)).toEqual(['Bombay Tandoor House', 'Spice Route Kitchen']);
});

test('a menu shows the restaurant and each item with its price and an Add to Cart button', async ({ page }) => {
  const response = await page.goto('/restaurants/3');
  expect(response?.headers()['cache-control']).toBe(CATALOG_CACHE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sakura Sushi House');
  await expect(page.getByText('Cuisine: Japanese', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Elegant sushi counter/)).toBeVisible();
  await expect(page.locator('.restaurant img')).toHaveAttribute('src', '/images/restaurants/sakura-sushi-house.svg');
  const items = page.getByRole('region', { name: 'Menu' }).getByRole('listitem');
  expect(await items.count()).toBeGreaterThanOrEqual(6);
  const maki = items.filter({ has: page.getByRole('heading', { name: 'Salmon Maki', exact: true }) });
  await expect(maki.getByText('$8.99', { exact: true })).toBeVisible();
  await expect(maki.locator('img')).toHaveAttribute('height', '240');
  await expect(maki.getByRole('button', { name: 'Add to Cart: Salmon Maki' })).toBeVisible();
  for (const price of await items.locator('.price').allTextContents()) expect(price).toMatch(/^\$\d+\.\d{2}$/);
});

test('an unknown or malformed restaurant id answers Restaurant not found. with 404', async ({ page }) => {
  for (const path of ['/restaurants/9999', '/restaurants/abc', '/restaurants/0', '/restaurants/1.5']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurant not found.');
  }
});

test('any other path answers 404 Not Found with 404', async ({ page }) => {
  for (const path of ['/nowhere', '/restaurants/1/extra', '/cart/x']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the list, the search and a menu still work', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('pizzeria');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/restaurants\?q=pizzeria$/);
    await expect.poll(() => visibleCardNames(page)).toEqual(['Nonna Rosa Pizzeria']);
    await page.goto('/restaurants?q=nothing-like-this');
    await expect(page.getByText('No restaurants found.')).toBeVisible();
    await page.goto('/restaurants?q=pizzeria');
    await page.getByRole('link', { name: 'Nonna Rosa Pizzeria', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nonna Rosa Pizzeria');
    await expect(page.getByRole('button', { name: /^Add to Cart: / }).first()).toBeVisible();
  });
});
