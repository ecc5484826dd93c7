import { expect, test } from '@playwright/test';

test('the restaurant list links to a menu', async ({ page }) => {
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  await page.getByRole('link', { name: 'Thai Orchid', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thai Orchid' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
});
