// Lighthouse mobile (its default simulated throttling) in Debian's Chromium, the median of several runs per screen.
import lighthouse from 'lighthouse';
import { median } from './report.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const firebase = scripts.filter((request) => /firebase/i.test(request.url));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
    cls: Number((audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)),
    jsKiB: kib(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)),
    firebaseKiB: kib(firebase.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)),
    totalKiB: kib(audit('total-byte-weight')?.numericValue ?? 0),
    requests: requests.length,
  };
}

const kib = (bytes) => Number((bytes / 1024).toFixed(1));

/**
 * Runs Lighthouse `runs` times on `url` in `page` and returns the median of each figure. `keepStorage` keeps the
 * signed-in customer between runs (local storage, IndexedDB); the browser cache, the service worker and its caches are
 * emptied either way, so every run downloads everything again.
 */
export async function audit(page, url, { runs, keepStorage }) {
  const results = [];
  const cdp = await page.createCDPSession();
  for (let run = 0; run < runs; run += 1) {
    // Lighthouse keeps the cache along with the storage. A service worker kept from the run before would answer every
    // request itself: Lighthouse's simulation cannot throttle those, and scores Chromium's own start-up tasks as the
    // page's blocking time. Repeat visits through the worker have their own row (repeat-visit.mjs).
    if (keepStorage) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'cache_storage,service_workers',
      });
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: keepStorage },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    results.push(figures(result.lhr));
  }
  const keys = Object.keys(results[0]);
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
}
