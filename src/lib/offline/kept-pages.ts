import { CATALOG_PAGES_CACHE } from './offline-routes.ts';

/** The kept page's title without the store's name (`Pizza Palace | Cymbal Eats` reads `Pizza Palace`). */
function titleOf(html: string, fallback: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const text = new DOMParser().parseFromString(title, 'text/html').documentElement.textContent ?? '';
  return text.split(' | ')[0]?.trim() || fallback;
}

/**
 * Lists on the offline page the catalog pages this device keeps (the service worker's cache of visited pages), each
 * a link that opens offline.
 */
export async function listKeptPages(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-kept-pages]');
  const list = section?.querySelector<HTMLUListElement>('[data-kept-list]');
  if (!section || !list || !('caches' in window) || !(await caches.has(CATALOG_PAGES_CACHE))) return;
  const cache = await caches.open(CATALOG_PAGES_CACHE);
  const links: HTMLLIElement[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin) continue;
    const html = (await (await cache.match(request))?.text()) ?? '';
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = url.pathname + url.search;
    link.textContent = titleOf(html, url.pathname);
    item.append(link);
    links.push(item);
  }
  list.replaceChildren(...links);
  section.hidden = links.length === 0;
}
