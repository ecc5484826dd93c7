// The JavaScript a page ships before any interaction: every script the browser fetches while the page loads (module
// scripts, their static imports, and anything they import at once), untouched by the visitor, the page scripts its
// inline loader starts after the first paint included; and apart from it, what the page fetches on idle once loaded.
import { gzipSync } from 'node:zlib';

/** Milliseconds to wait after the network is idle, for a late import a timer or idle callback might start. */
const SETTLE_MS = 500;

/**
 * Opens `url` signed out in a fresh browser context, touches nothing, and answers the scripts it loaded before its load
 * event or started from the document itself (src/components/LowPriorityScripts.astro, which may run after it): how many,
 * their bytes as served uncompressed and as gzip (level 9, what a CDN would send), and their paths. `storage` is put in
 * the origin's localStorage first, as an earlier visit would have left it (a cart filled before signing in).
 */
export async function jsBeforeInteraction(browser, url, storage = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (Object.keys(storage).length > 0) {
    await page.goto(new URL('/images/restaurants/thai-orchid.svg', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const responses = [];
  // What the page asks for once it has loaded (on idle) is code fetched later, reported apart from the page's own.
  let loaded = false;
  page.once('load', () => (loaded = true));
  const document = new URL(url).href;
  const ownScripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const { url: importer, stack } = request.initiator() ?? {};
    const own =
      !loaded ||
      Boolean(stack?.callFrames.some((frame) => frame.url === document)) ||
      (importer !== undefined && ownScripts.has(importer));
    if (own) ownScripts.add(request.url());
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script') responses.push({ response, later: !ownScripts.has(request.url()) });
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((settle) => setTimeout(settle, SETTLE_MS));
  const files = [];
  for (const { response, later } of responses) {
    const body = await response.buffer();
    files.push({
      path: new URL(response.url()).pathname,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      later,
    });
  }
  await context.close();
  const before = files.filter((file) => !file.later);
  return {
    scripts: before.length,
    jsBytes: before.reduce((sum, file) => sum + file.bytes, 0),
    jsGzipBytes: before.reduce((sum, file) => sum + file.gzipBytes, 0),
    laterGzipBytes: files.filter((file) => file.later).reduce((sum, file) => sum + file.gzipBytes, 0),
    files,
  };
}
