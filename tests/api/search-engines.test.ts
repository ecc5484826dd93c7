// What search engines and link previewers read: robots.txt, the sitemap, canonical links, noindex on the customer's
// screens, the JSON-LD of every catalog page, the Open Graph cards and their pictures, and catalog pages' lifetimes
// cut at the next opening or close they show.
import { describe, expect, inject, test } from 'vitest';
import sharp from 'sharp';
import * as v from 'valibot';
import { RestaurantListSchema } from '../../src/lib/contract.ts';
import { replaceRestaurant } from '../../src/lib/catalog/menu-writer.server.ts';
import { pushedRestaurants } from '../fixtures/pushed-restaurants.ts';
import { bistroMenu, testIds } from '../fixtures/menus.ts';
import seedCatalog from '../../src/lib/catalog/seed-catalog.json' with { type: 'json' };
import { CATALOG_CACHE } from '../fixtures/cache-control.ts';

const origin = inject('origin');
const ours = pushedRestaurants();

async function page(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The page's `<link rel="canonical">` addresses. */
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);
/** The content of the page's `<meta property|name=…>`. */
const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
/** Every JSON-LD block of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );

async function restaurants() {
  return v.parse(RestaurantListSchema, await (await fetch(`${origin}/restaurants-api/restaurants`)).json());
}

describe('robots.txt', () => {
  test('lets crawlers read the catalog, not the customer’s screens nor the APIs, and names the sitemap', async () => {
    const { status, html: body, headers } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(headers.get('cache-control')).toBe(CATALOG_CACHE);
    const lines = body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart', '/checkout', '/orders', '/order-details/', '/restaurants-api/', '/partner-api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => /^Disallow: \/restaurants(?:\/|$)/.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  test('lists the home page, the list and every restaurant, absolute, cached like a catalog read', async () => {
    const { status, html: xml, headers } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe(CATALOG_CACHE);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const ids = (await restaurants()).map((restaurant) => restaurant.id).sort((a, b) => a - b);
    expect(locations).toEqual([
      `${origin}/`,
      `${origin}/restaurants`,
      ...ids.map((id) => `${origin}/restaurants/${id}`),
    ]);
  });

  test('has no files of an index while the catalog fits one', async () => {
    const { status } = await page('/sitemaps/1.xml');
    expect(status).toBe(404);
  });
});

describe('canonical links and noindex', () => {
  test.each([
    ['/', '/'],
    ['/restaurants', '/restaurants'],
    ['/restaurants?q=thai', '/restaurants'],
    ['/restaurants?diet=vegan&q=house', '/restaurants'],
    ['/restaurants?utm_source=mail', '/restaurants'],
    ['/restaurants/8', '/restaurants/8'],
    ['/restaurants/8?diet=vegan', '/restaurants/8'],
  ])('%s names %s as its one address, and may be indexed', async (path, canonical) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(canonicals(html)).toEqual([`${origin}${canonical}`]);
    expect(meta(html, 'robots')).toBeUndefined();
  });

  test.each([
    '/cart',
    '/checkout',
    '/order-confirmation',
    '/orders',
    '/orders-details',
    '/order-details/7',
    '/offline',
  ])('%s is left out of search engines and names no canonical address', async (path) => {
    const { html } = await page(path);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(canonicals(html)).toEqual([]);
  });
});

describe('one document a page', () => {
  test.each(['/', '/restaurants', '/restaurants?q=thai', '/restaurants/8', '/cart', '/order-details/7', '/nowhere'])(
    '%s ends with its </html>: every script of the page is inside it',
    async (path) => {
      const { html } = await page(path);
      expect(html.trimEnd().slice(html.lastIndexOf('</html>'))).toBe('</html>');
    },
  );
});

describe('JSON-LD', () => {
  test('the home page is a WebSite', async () => {
    expect(jsonLd((await page('/')).html)).toEqual([
      { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Cymbal Eats', url: `${origin}/` },
    ]);
  });

  test('the list is an ItemList of the restaurants shown, in order, each with its menu’s address', async () => {
    const [list, ...others] = jsonLd((await page('/restaurants')).html);
    expect(others).toEqual([]);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    const all = await restaurants();
    expect(list?.['itemListElement']).toEqual(
      all.map((restaurant, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: restaurant.name,
        url: `${origin}/restaurants/${restaurant.id}`,
      })),
    );
    const searched = jsonLd((await page('/restaurants?q=japanese')).html)[0];
    expect((searched?.['itemListElement'] as { name: string }[]).map((item) => item.name)).toEqual([
      'Ramen Hoshi',
      'Sakura Sushi House',
    ]);
  });

  test('every menu page is a Restaurant with its cuisine, hours, picture and Menu, section by section', async () => {
    const diets = new Set([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
      'https://schema.org/LowLactoseDiet',
    ]);
    const days = /^https:\/\/schema\.org\/(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
    // The demo seed's restaurants: other files push restaurants of one or two sections into the same catalog.
    const seeded = new Set(seedCatalog.map((restaurant) => restaurant.id));
    for (const restaurant of (await restaurants()).filter(({ id }) => seeded.has(id))) {
      const html = (await page(`/restaurants/${restaurant.id}`)).html;
      const [data, ...others] = jsonLd(html);
      expect(others).toEqual([]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: restaurant.name,
        url: `${origin}/restaurants/${restaurant.id}`,
        image: `${origin}${restaurant.image}`,
        servesCuisine: restaurant.cuisine,
        hasMenu: { '@type': 'Menu' },
      });
      const hours = data?.['openingHoursSpecification'] as Record<string, unknown>[];
      expect(hours.length).toBeGreaterThan(0);
      for (const spec of hours) {
        expect(spec['@type']).toBe('OpeningHoursSpecification');
        expect(spec['opens']).toMatch(/^\d\d:\d\d$/);
        expect(spec['closes']).toMatch(/^\d\d:\d\d$/);
        if (spec['dayOfWeek']) for (const day of spec['dayOfWeek'] as string[]) expect(day).toMatch(days);
        else expect(spec['validFrom']).toBe(spec['validThrough']);
      }
      const sections = (data?.['hasMenu'] as { hasMenuSection: Record<string, unknown>[] }).hasMenuSection;
      expect(sections.length).toBeGreaterThanOrEqual(3);
      for (const section of sections) {
        expect(section).toMatchObject({ '@type': 'MenuSection', name: expect.any(String) });
        for (const item of section['hasMenuItem'] as Record<string, unknown>[]) {
          expect(item).toMatchObject({
            '@type': 'MenuItem',
            name: expect.any(String),
            offers: { '@type': 'Offer', price: expect.stringMatching(/^\d+\.\d\d$/), priceCurrency: 'USD' },
          });
          for (const diet of (item['suitableForDiet'] as string[] | undefined) ?? []) expect(diets).toContain(diet);
        }
      }
    }
  });

  test('a menu’s sold-out dish is offered sold out, and text that could end the script is escaped', async () => {
    const html = (await page('/restaurants/10')).html;
    const items = (
      jsonLd(html)[0]?.['hasMenu'] as { hasMenuSection: { hasMenuItem: Record<string, unknown>[] }[] }
    ).hasMenuSection.flatMap((section) => section.hasMenuItem);
    expect(items.find((item) => item['name'] === 'Egg Tarts')?.['offers']).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    const ids = testIds();
    await replaceRestaurant(
      ours.connection,
      ids.restaurant,
      bistroMenu(ids.dish, (menu) => {
        menu.name = 'Test </script><script>alert(1)</script> Bistro';
      }),
    );
    ours.push(ids.restaurant);
    const tricky = (await page(`/restaurants/${ids.restaurant}`)).html;
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(tricky)?.[1] ?? '';
    expect(block).toContain('"name":"Test \\u003c/script>\\u003cscript>alert(1)\\u003c/script> Bistro"');
    expect(jsonLd(tricky)[0]?.['name']).toBe('Test </script><script>alert(1)</script> Bistro');
  });
});

describe('link previews', () => {
  test.each([
    ['/', '/social/storefront.jpg'],
    ['/restaurants', '/social/storefront.jpg'],
    ['/restaurants/8', '/social/restaurants/thai-orchid.jpg'],
  ])('%s has an Open Graph and a Twitter card with a 1200 x 630 JPEG', async (path, image) => {
    const { html } = await page(path);
    expect(meta(html, 'og:url')).toBe(canonicals(html)[0]);
    expect(meta(html, 'og:image')).toBe(`${origin}${image}`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:title')).toMatch(/Cymbal Eats/);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${origin}${image}`);
    const picture = await fetch(`${origin}${image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const { width, height, format } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  test('a restaurant whose picture is a partner’s address shows it, and previews the site-wide picture', async () => {
    const ids = testIds();
    await replaceRestaurant(
      ours.connection,
      ids.restaurant,
      bistroMenu(ids.dish, (menu) => {
        menu.image = 'https://images.example.com/bistro.jpg';
      }),
    );
    ours.push(ids.restaurant);
    const { html, headers } = await page(`/restaurants/${ids.restaurant}`);
    expect(meta(html, 'og:image')).toBe(`${origin}/social/storefront.jpg`);
    // The page may show the partner's picture itself.
    expect(html).toContain('<img src="https://images.example.com/bistro.jpg"');
    expect(headers.get('content-security-policy')).toContain("img-src 'self' data: https:;");
    expect(jsonLd(html)[0]?.['image']).toBe('https://images.example.com/bistro.jpg');
  });
});

describe('a catalog page’s lifetimes', () => {
  test('end at the next close it shows, in the CDN’s and the proxy’s cache', async () => {
    // Open since an hour ago until four or five minutes from now, every day, on UTC's clock.
    const now = new Date();
    const close = new Date(Math.ceil(now.getTime() / 60_000) * 60_000 + 4 * 60_000);
    const clock = (at: Date) => at.toISOString().slice(11, 16);
    const ids = testIds();
    await replaceRestaurant(
      ours.connection,
      ids.restaurant,
      bistroMenu(ids.dish, (menu) => {
        menu.hours = {
          timeZone: 'UTC',
          weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
            day,
            open: clock(new Date(now.getTime() - 3600_000)),
            close: clock(close),
          })),
          closed: [],
        };
      }),
    );
    ours.push(ids.restaurant);
    const { html, headers } = await page(`/restaurants/${ids.restaurant}`);
    expect(html).toContain(`Open until ${clock(close)}`);
    const [, shared, stale] =
      /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(headers.get('cache-control') ?? '') ??
      [];
    expect(Number(shared)).toBe(60);
    // Fresh then stale for no longer than the time left before the close.
    expect(Number(shared) + Number(stale)).toBeLessThanOrEqual((close.getTime() - now.getTime()) / 1000);
    expect(Number(shared) + Number(stale)).toBeGreaterThan(180);
  });
});
