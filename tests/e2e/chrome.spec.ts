// The header, search box and footer every screen shares, as a signed-out visitor meets them.
import { expect, test } from '../fixtures/test.ts';
import {
  SIGNED_OUT_SCREENS,
  expectChrome,
  searchBox,
  sidewaysOverflow,
  visibleRestaurantNames,
} from '../fixtures/pages.ts';

test('every screen has the header, the search box and the footer', async ({ page }) => {
  for (const path of SIGNED_OUT_SCREENS) {
    await page.goto(path);
    await test.step(path, () => expectChrome(page));
  }
});

test('the logo leads home and the nav links lead where they say, marking the current one', async ({ page }) => {
  await page.goto('/restaurants/1');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Restaurants', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('banner').getByRole('link', { name: 'Cymbal Eats' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.locator('[aria-current]')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Restaurants', exact: true }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
  await nav.getByRole('link', { name: /^My Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(nav.getByRole('link', { name: /^My Cart/ })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'My Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(nav.getByRole('link', { name: 'My Orders', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('pressing Enter in the search box on the home page lands on the filtered list', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('Thai');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/restaurants\?q=Thai$/);
  await expect(searchBox(page)).toHaveValue('Thai');
  await expect.poll(() => visibleRestaurantNames(page)).toEqual(['Thai Orchid']);
  await expect(page.getByText('1 restaurant found', { exact: true })).toBeVisible();
});

test('the Search button searches from any page', async ({ page }) => {
  await page.goto('/restaurants/1');
  await searchBox(page).fill('korean');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/restaurants\?q=korean$/);
  await expect.poll(() => visibleRestaurantNames(page)).toEqual(['Seoul Bowl']);
});

test('no screen scrolls sideways, on this device or on a 375 px or 320 px phone', async ({ page }) => {
  for (const size of [page.viewportSize(), { width: 375, height: 812 }, { width: 320, height: 640 }]) {
    if (size) await page.setViewportSize(size);
    for (const path of ['/', '/restaurants', '/restaurants/1', '/restaurants/9999', '/nowhere']) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), `${path} at ${size?.width} px`).toBe(0);
    }
  }
});

test('the account button is as wide signed in as signed out, so painting the saved sign-in moves nothing', async ({
  page,
}) => {
  const button = page.getByRole('banner').locator('[data-account-button]');
  await page.goto('/restaurants');
  await expect(button).toHaveText('Sign In');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  const signedOut = await button.boundingBox();

  await page.evaluate(() =>
    localStorage.setItem(
      'customer:v1',
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', uid: 'ada', photoURL: null }),
    ),
  );
  await page.reload();
  await expect(button).toHaveText('Sign Out');
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  const signedIn = await button.boundingBox();

  expect(signedIn?.width).toBe(signedOut?.width);
  expect(signedIn?.x).toBe(signedOut?.x);
});
