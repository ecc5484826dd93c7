// The catalog's islands take over the markup the server sent as it is, and the suite notices when one cannot: React
// then renders the island again in the browser, and the element being tapped or typed in is replaced.
import { expect, test } from '../fixtures/test.ts';

const ADD_MARGHERITA = { name: 'Add to Cart: Margherita Pizza' } as const;

declare global {
  interface Element {
    __served?: boolean;
  }
}

test('Add to Cart tapped on a freshly painted menu is the very button React then drives', async ({ page }) => {
  await page.goto('/restaurants/1');
  const button = page.getByRole('button', ADD_MARGHERITA);
  await button.evaluate((element) => (element.__served = true));
  await button.click();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  expect(await button.evaluate((element) => element.__served)).toBe(true);
});

test.fail('the suite fails a test whose island does not match the markup the server sent', async ({ page }) => {
  await page.route('**/restaurants/1', async (route) => {
    const response = await route.fetch();
    const served = (await response.text()).replace('>Add to Cart</button>', '>Add to Basket</button>');
    await route.fulfill({ response, body: served });
  });
  await page.goto('/restaurants/1');
  const button = page.getByRole('button', ADD_MARGHERITA);
  await expect(button).toHaveText('Add to Basket');
  await button.click();
  // React has the island once its own text is there; nothing else in this test can fail.
  await expect(button).toHaveText('Add to Cart');
});
