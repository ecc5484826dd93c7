import type { ClientDirective } from 'astro';
import { holdPresses, markBusy, onFirstInteraction, pressedButton, unmarkBusy } from './first-interaction.ts';
import { findButton, loadIslandCode, takeKeptTap } from './island-code.ts';

/**
 * `client:interaction`: loads and hydrates an island on the first sign of use instead of on page load, so a visitor
 * who only reads the page downloads no framework code. The island's server-rendered HTML works meanwhile. A button
 * pressed before the island is awake shows at once that it is working (aria-busy) and its click is replayed after
 * hydration, so the first tap is never lost, nor is a tap kept across a reload because its code had gone
 * (./island-code.ts): that island wakes at once and the tap is done.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  /** The button last touched before the island woke, and every button marked busy meanwhile. */
  let touched: HTMLButtonElement | null = null;
  const marked = new Set<HTMLButtonElement>();
  // A touch shows at once, before the island's code arrives and before the browser makes it a click; a touch that was
  // the start of a scroll clears when the island wakes.
  const touch = (event: Event) => {
    touched = pressedButton(event);
    if (!touched) return;
    markBusy(touched);
    marked.add(touched);
  };
  el.addEventListener('pointerdown', touch, { passive: true });
  // A press the page did itself is no tap waiting for the island: keeping it across a reload would do it twice.
  const held = holdPresses(el, undefined, (button) => {
    if (button === touched) touched = null;
    marked.add(button);
  });
  const kept = takeKeptTap(el);
  const wake = async () => {
    // Reading and running the island's code holds the page for a while on a slow phone: the press's busy mark, and
    // whatever else the tap changed, are painted first.
    await nextPaint();
    const hydrate = await loadIslandCode(load, el, () => held.pressed() ?? touched);
    // From hydration on, React sees clicks itself and replays those that arrive while it hydrates.
    el.removeEventListener('pointerdown', touch);
    const button = held.release() ?? (kept ? findButton(el, kept) : null);
    await hydrate();
    // React hydrates in a transition, after this: it finds the buttons as the server sent them.
    marked.forEach(unmarkBusy);
    if (button) unmarkBusy(button);
    // Let React attach its handlers before the held click arrives.
    if (button?.isConnected) void nextPaint().then(() => button.click());
  };
  if (kept) void wake();
  else onFirstInteraction(el, () => void wake());
};

/** How long, at most, to wait for a frame: a page not shown (a background tab) paints none until it is. */
const PAINT_WAIT_MS = 100;

/** Resolves once the browser has painted a frame after this, or after PAINT_WAIT_MS if it paints none. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}

export default hydrateOnInteraction;
