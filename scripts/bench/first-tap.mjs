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
