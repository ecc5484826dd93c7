import { API_PREFIXES } from '../config.ts';

const NESTED_API_PATH = new RegExp(`^/(?:[^?#]*?/)?((?:${API_PREFIXES.join('|')})/[^?#]*)`);

/**
 * The spec's clients call the API as `/x-api/…`, `//x-api/…` and as a relative `x-api/…`, which a browser resolves
 * against the page it is on (`/restaurants/restaurant-details-api/…`). All of them mean `/x-api/…`. Must run before
 * the URL is parsed: `//x-api/…` would otherwise read as a host name.
 */
export function canonicalRequestPath(rawUrl: string): string {
  const url = rawUrl.replace(/^\/{2,}/, '/');
  const nested = NESTED_API_PATH.exec(url);
  if (!nested?.[1]) return url;
  return `/${nested[1]}${url.slice(nested[0].length)}`;
}

/** Whether a (canonical) path belongs to the product API. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(`/${prefix}/`));
}
