import { expect, test } from 'vitest';
import {
  catalogPaths,
  SITEMAP_MAX_ADDRESSES,
  sitemapFiles,
  sitemapIndexXml,
  urlSetXml,
} from '../../../../src/lib/seo/sitemap.ts';

test('a catalog fits one sitemap file up to 50,000 addresses', () => {
  const addresses = catalogPaths(
    Array.from({ length: SITEMAP_MAX_ADDRESSES - 2 }, (_, index) => index + 1),
    1,
  );
  expect(addresses).toHaveLength(SITEMAP_MAX_ADDRESSES);
  expect(sitemapFiles(addresses)).toEqual([addresses]);
});

test('past 50,000 addresses the sitemap is cut into files of 50,000 each, every address in one of them', () => {
  const ids = Array.from({ length: 120_000 }, (_, index) => index + 1);
  const addresses = catalogPaths(ids, Math.ceil(ids.length / 48));
  const files = sitemapFiles(addresses);
  expect(files.map((file) => file.length)).toEqual([50_000, 50_000, addresses.length - 100_000]);
  expect(files.flat()).toEqual(addresses);
});

test('the catalog’s addresses: home, the list and its further pages, then every menu', () => {
  expect(catalogPaths([3, 7], 3)).toEqual([
    '/',
    '/restaurants',
    '/restaurants?page=2',
    '/restaurants?page=3',
    '/restaurants/3',
    '/restaurants/7',
  ]);
});

test('sitemap files and indexes are sitemaps.org XML, their addresses escaped', () => {
  expect(urlSetXml(['https://example.com/restaurants?page=2&x=<1>'])).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<url><loc>https://example.com/restaurants?page=2&#38;x=&#60;1&#62;</loc></url>\n</urlset>\n',
  );
  expect(sitemapIndexXml(['https://example.com/sitemaps/1.xml'])).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<sitemap><loc>https://example.com/sitemaps/1.xml</loc></sitemap>\n</sitemapindex>\n',
  );
});
