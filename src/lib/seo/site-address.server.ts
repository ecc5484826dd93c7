import { serverSettings } from '../server/settings.ts';

/**
 * Where customers reach the storefront, for the addresses that must be absolute (canonical links, link previews,
 * structured data, the sitemap): `SITE_URL` when set, else the origin the request was made to. Without SITE_URL a
 * page depends on the request's Host, so the route cache keeps a copy per origin (route-cache-provider.ts): set it
 * wherever a shared cache stands in front (docs/decisions/059-search-engines-and-link-previews.md).
 */
function siteOrigin(requestUrl: URL): string {
  const site = serverSettings().SITE_URL;
  return site ? new URL(site).origin : requestUrl.origin;
}

/** `path` (starting with /) as an absolute address on this site. */
export function siteAddress(path: string, requestUrl: URL): string {
  return `${siteOrigin(requestUrl)}${path}`;
}
