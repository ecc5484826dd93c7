// The catalog's islands take over the markup the server sent as it is, and the suite notices when one cannot: React
// then renders the island again in the browser, and the element being tapped or typed in is replaced.
import { holdRequests } from '../fixtures/held-requests.ts';
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

test.describe("while the island's code is on its way", () => {
  // What the page itself asks for: a service worker's precache would ask for the same file first.
  test.use({ serviceWorkers: 'block' });

  test('a tap shows at once that it is working, and is done once the code arrives', async ({ page }) => {
    // Without the menu's own add before the island (first-tap.spec.ts), as when a tap comes before it has loaded.
    await page.route('**/_astro/first-adds.*', (route) => route.abort());
    const codeMayArrive = await holdRequests(page, '**/_astro/AddToCartButton.*');
    await page.goto('/restaurants/1');
    const button = page.getByRole('button', ADD_MARGHERITA);
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('[data-cart-count]')).toHaveText('0');
    codeMayArrive();
    await expect(page.locator('[data-cart-count]')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Added ✓: Margherita Pizza' })).toBeVisible();
  });
});

test('the suite reports an island that does not match the markup the server sent', async ({ page, pageErrors }) => {
  await page.route('**/restaurants/1', async (route) => {
    const response = await route.fetch();
    const served = (await response.text()).replace('>Add to Cart</button>', '>Add to Basket</button>');
    await route.fulfill({ response, body: served });
  });
  await page.goto('/restaurants/1');
  const button = page.getByRole('button', ADD_MARGHERITA);
  await expect(button).toHaveText('Add to Basket');
  await button.click();
  // React has the island once its own text is there; the mismatch reaches the page a moment later.
  await expect(button).toHaveText('Add to Cart');
  await expect.poll(() => pageErrors.filter((error) => error.includes('Minified React error #418'))).toHaveLength(1);
  // Reported, as every test's would be: the fixture must not fail this one for the mismatch it made on purpose.
  pageErrors.length = 0;
});
