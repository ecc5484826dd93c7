// The time from a customer's first tap to visible feedback, with the CPU slowed 4x as on a cheap phone.
import { median } from './report.mjs';

export const CPU_SLOWDOWN = 4;

/** Taps on a freshly opened page, each one on a page of its own: single taps vary widely, so the median counts. */
export const FIRST_TAPS = Number(process.env.BENCH_FIRST_TAPS ?? 5);

/** The median of FIRST_TAPS first taps (firstTapFeedbackMs), with the fastest and the slowest. */
export async function firstTapsMs(browser, url, selector) {
  const samples = [];
  for (let tap = 0; tap < FIRST_TAPS; tap += 1) samples.push(await firstTapFeedbackMs(browser, url, selector));
  return { ms: median(samples), fastest: Math.min(...samples), slowest: Math.max(...samples) };
}

/**
 * Opens `url` on a phone-sized touch screen with the CPU slowed, taps `selector` once, and answers the milliseconds
 * from the tap (pointerdown) to the first frame painted after the feedback appears: the element gaining focus or
 * its button being marked busy or changing its text.
 */
export async function firstTapFeedbackMs(browser, url, selector) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 915, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.evaluate((target) => {
    const element = document.querySelector(target);
    const watch = { down: 0, feedback: 0 };
    window.__firstTap = watch;
    const painted = () => {
      if (!watch.feedback) requestAnimationFrame(() => (watch.feedback ||= performance.now()));
    };
    addEventListener('pointerdown', (event) => (watch.down ||= event.timeStamp), { capture: true });
    element.addEventListener('focus', painted);
    new MutationObserver(painted).observe(element, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, selector);
  await page.tap(selector);
  await page.waitForFunction(() => window.__firstTap.feedback > 0, { timeout: 10_000 });
  const { down, feedback } = await page.evaluate(() => window.__firstTap);
  await context.close();
  return Math.round(feedback - down);
}

/** Lighthouse's mobile "slow 4G", applied to the page's own requests (CDP Network.emulateNetworkConditions). */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The phones the cart-count rows are taken on: a cheap one on slow 4G, and one with nothing slowed. */
export const TAP_CONDITIONS = [
  { name: `slow 4G, CPU ${CPU_SLOWDOWN}x`, network: SLOW_4G, cpu: CPU_SLOWDOWN },
  { name: 'unthrottled', network: null, cpu: 1 },
];

/**
 * The median of FIRST_TAPS visits (each in a fresh browser context, nothing cached) of the time from Add to Cart's
 * first tap on a freshly loaded menu at `url` to the header's count showing the new number, and the same for a
 * second dish tapped once the first counted. `signIn(page, email)` signs a new customer in first (an empty cart on
 * the server); without it the visitor is signed out.
 */
export async function cartCountTapsMs(browser, url, conditions, signIn) {
  const first = [];
  const second = [];
  for (let visit = 0; visit < FIRST_TAPS; visit += 1) {
    const taps = await cartCountTaps(browser, url, conditions, signIn && ((page) => signIn(page, visit)));
    first.push(taps.first);
    second.push(taps.second);
  }
  const summary = (samples) => ({ ms: median(samples), fastest: Math.min(...samples), slowest: Math.max(...samples) });
  return { first: summary(first), second: summary(second) };
}

async function cartCountTaps(browser, url, { network, cpu }, signIn) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 915, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  if (signIn) {
    await signIn(page);
    // Signing in loaded the page's code: the menu below must fetch it all again, as on a first visit.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'cache_storage,service_workers',
    });
  }
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  const buttons = await page.$$('.add-to-cart button');
  const taps = [];
  for (const button of buttons.slice(0, 2)) taps.push(await tapUntilCounted(page, button));
  await context.close();
  return { first: taps[0], second: taps[1] };
}

/** Taps `button` and answers the milliseconds from its pointerdown to the first frame showing the count one higher. */
async function tapUntilCounted(page, button) {
  await button.scrollIntoView();
  await page.evaluate(() => {
    const count = document.querySelector('[data-cart-count]');
    const wanted = String(Number(count.textContent) + 1);
    const watch = { down: 0, counted: 0 };
    window.__countTap = watch;
    addEventListener('pointerdown', (event) => (watch.down ||= event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (count.textContent !== wanted) return;
      observer.disconnect();
      requestAnimationFrame(() => (watch.counted ||= performance.now()));
    });
    observer.observe(count, { childList: true, characterData: true, subtree: true });
  });
  await button.tap();
  await page.waitForFunction(() => window.__countTap.counted > 0, { timeout: 30_000 });
  const { down, counted } = await page.evaluate(() => window.__countTap);
  return Math.round(counted - down);
}
