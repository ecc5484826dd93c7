// robots.txt and the sitemap: what crawlers read before any page. Built from the catalog when asked (the route cache
// keeps them as it keeps a catalog read, route-cache.ts), at the edge from the catalog it reads from the origin.
import { API_PREFIXES, CATALOG_CACHE_CONTROL } from '../config.ts';
import { RESTAURANT_PAGE_SIZE } from '../catalog/catalog.server.ts';
import { CUSTOMER_SCREENS, ORDER_DETAILS_SECTION } from '../server/route-cache.ts';
import { target } from '../server/target/index.ts';
import { siteAddress } from './site-address.server.ts';
import { catalogPaths, sitemapFilePath, sitemapFiles, sitemapIndexXml, urlSetXml } from './sitemap.ts';

/** What crawlers may not fetch: the customer's own screens, the offline page and every API (the partner API's too). */
const DISALLOWED = [
  ...CUSTOMER_SCREENS,
  `/${ORDER_DETAILS_SECTION}/`,
  '/offline',
  ...API_PREFIXES.map((prefix) => `/${prefix}/`),
];

const answer = (body: string, type: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': CATALOG_CACHE_CONTROL },
  });

/** `/robots.txt`: every crawler may read the catalog, none the customer's screens or the APIs; the sitemap named. */
export function robotsAnswer(requestUrl: URL): Response {
  const lines = [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteAddress('/sitemap.xml', requestUrl)}`,
    '',
  ];
  return answer(lines.join('\n'), 'text/plain');
}

/** The catalog's addresses, absolute, cut into sitemap files. */
async function catalogSitemapFiles(requestUrl: URL): Promise<string[][]> {
  const ids = await target.catalog.restaurantIds();
  const listPages = ids.length > RESTAURANT_PAGE_SIZE ? Math.ceil(ids.length / RESTAURANT_PAGE_SIZE) : 1;
  return sitemapFiles(catalogPaths(ids, listPages).map((path) => siteAddress(path, requestUrl)));
}

/** `/sitemap.xml`: the catalog's addresses, or past 50,000 of them a sitemap index naming the files that hold them. */
export async function sitemapAnswer(requestUrl: URL): Promise<Response> {
  const files = await catalogSitemapFiles(requestUrl);
  if (files.length === 1) return answer(urlSetXml(files[0] ?? []), 'application/xml');
  return answer(
    sitemapIndexXml(files.map((_, index) => siteAddress(sitemapFilePath(index + 1), requestUrl))),
    'application/xml',
  );
}

/** `/sitemaps/{n}.xml`: the `n`th file of a sitemap index; 404 for a file the index does not name. */
export async function sitemapFileAnswer(requestUrl: URL, file: string | undefined): Promise<Response> {
  const n = /^[1-9][0-9]{0,5}$/.test(file ?? '') ? Number(file) : 0;
  const files = await catalogSitemapFiles(requestUrl);
  const addresses = files.length > 1 ? files[n - 1] : undefined;
  if (!addresses) {
    return new Response(`There is no sitemap file ${requestUrl.pathname}.`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return answer(urlSetXml(addresses), 'application/xml');
}
