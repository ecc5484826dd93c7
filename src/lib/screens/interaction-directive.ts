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
  const wake = async (event?: Event) => {
    // Reading and running the island's code holds the page for a while on a slow phone: the press that woke it is let
    // finish first (its click is what the page or the island answers), then its busy mark, and whatever else the tap
    // changed, are painted.
    if (event && isPressing(event)) await pressEnded();
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
  else onFirstInteraction(el, (event) => void wake(event));
};

/** Whether `event` is a finger or button still down: a touch sends pointerover, then pointerdown, before its click. */
function isPressing(event: Event): boolean {
  if (event.type === 'pointerdown' || event.type === 'touchstart') return true;
  return event instanceof PointerEvent && (event.buttons !== 0 || event.pointerType === 'touch');
}

/** Time for a released press's click to arrive; a press with no click (held, or let go elsewhere) is over by then. */
const CLICK_AFTER_RELEASE_MS = 100;
const LONGEST_PRESS_MS = 1_000;

/** Resolves once the press in progress has ended: its click, its cancel (a scroll), or soon after it is let go. */
function pressEnded(): Promise<void> {
  return new Promise((resolve) => {
    const types = ['click', 'pointercancel', 'pointerup'] as const;
    const timer = setTimeout(end, LONGEST_PRESS_MS);
    function end(): void {
      clearTimeout(timer);
      for (const type of types) document.removeEventListener(type, onEvent, true);
      resolve();
    }
    function onEvent(event: Event): void {
      if (event.type === 'pointerup') setTimeout(end, CLICK_AFTER_RELEASE_MS);
      // After the page's own click handlers, which run in this same dispatch.
      else setTimeout(end);
    }
    for (const type of types) document.addEventListener(type, onEvent, true);
  });
}

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
