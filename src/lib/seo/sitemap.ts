// The sitemap (sitemaps.org): every catalog address a search engine should know, built from the catalog when asked.
// A sitemap file holds at most 50,000 addresses; a larger catalog is a sitemap index naming files of that many each.

/** The most addresses one sitemap file holds (sitemaps.org). */
export const SITEMAP_MAX_ADDRESSES = 50_000;

/** The path of the `n`th sitemap file (from 1) of a catalog too large for one. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

/** The catalog's addresses, as paths: the home page, the list and its further pages, then every restaurant's menu. */
export function catalogPaths(restaurantIds: readonly number[], listPages: number): string[] {
  return [
    '/',
    '/restaurants',
    ...Array.from({ length: Math.max(0, listPages - 1) }, (_, index) => `/restaurants?page=${index + 2}`),
    ...restaurantIds.map((id) => `/restaurants/${id}`),
  ];
}

/** `addresses` cut into sitemap files of at most `max` each (one file, perhaps empty, when they fit). */
export function sitemapFiles<T>(addresses: readonly T[], max = SITEMAP_MAX_ADDRESSES): T[][] {
  if (addresses.length <= max) return [[...addresses]];
  const files: T[][] = [];
  for (let start = 0; start < addresses.length; start += max) files.push(addresses.slice(start, start + max));
  return files;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap file listing `addresses` (absolute). */
export function urlSetXml(addresses: readonly string[]): string {
  const urls = addresses.map((address) => `<url><loc>${escapeXml(address)}</loc></url>\n`).join('');
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${urls}</urlset>\n`;
}

/** A sitemap index naming `files` (absolute addresses of sitemap files). */
export function sitemapIndexXml(files: readonly string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(file)}</loc></sitemap>\n`).join('');
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
