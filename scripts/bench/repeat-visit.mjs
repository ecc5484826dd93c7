// A repeat visit to a catalog page with the service worker in place (src/lib/offline/service-worker.ts): the page is
// opened once, the worker installs and keeps it, then the same browser opens it again. What the second visit fetches
// over the network (its page and any built file), what the worker answered from the device, and its LCP.

/** How long the worker may take to install and keep the first visit's page and files. */
const WORKER_READY_MS = 30_000;

/** Milliseconds to wait after the network is idle, as the JavaScript row does (page-js.mjs). */
const SETTLE_MS = 500;

/** The largest contentful paint of the page, in milliseconds after navigation start. */
function largestContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 2000);
      }),
  );
}

/**
 * Opens `url` in a fresh browser context, waits until the service worker controls it and keeps the page, then opens
 * it again in a new tab of the same context and answers the second visit's figures: requests the page made over the
 * network and their bytes (as transferred, compressed), built files (`/_astro/…`) among them, requests the worker
 * answered, and the LCP.
 */
export async function repeatVisit(browser, url) {
  const context = await browser.createBrowserContext();
  const first = await context.newPage();
  await first.goto(url, { waitUntil: 'networkidle0' });
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: WORKER_READY_MS });
  await first.waitForFunction(async () => !!(await caches.match(location.href)), {
    timeout: WORKER_READY_MS,
    polling: 200,
  });
  await first.close();

  const page = await context.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  const requests = new Map();
  session.on('Network.responseReceived', ({ requestId, response }) => {
    requests.set(requestId, { url: response.url, fromWorker: response.fromServiceWorker, bytes: 0 });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((settle) => setTimeout(settle, SETTLE_MS));
  const lcpMs = await largestContentfulPaint(page);
  await context.close();

  const all = [...requests.values()];
  const overNetwork = all.filter((request) => !request.fromWorker);
  const isBuilt = (request) => new URL(request.url).pathname.startsWith('/_astro/');
  return {
    fromWorker: all.filter((request) => request.fromWorker).length,
    overNetwork: overNetwork.length,
    overNetworkBytes: overNetwork.reduce((sum, request) => sum + request.bytes, 0),
    builtOverNetwork: overNetwork.filter(isBuilt).length,
    lcpMs: lcpMs === null ? null : Math.round(lcpMs),
  };
}
