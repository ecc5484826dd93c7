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
  let touched: HTMLButtonElement | null = null;
  // A press the page did itself is no tap waiting for the island: keeping it across a reload would do it twice.
  const held = holdPresses(el, undefined, (button) => {
    if (button === touched) touched = null;
  });
  const kept = takeKeptTap(el);
  const wake = async (event: Event | null) => {
    // A press shows at once, before the island's code arrives; a press that was the start of a scroll clears when
    // the island wakes.
    touched = event?.type === 'pointerdown' ? pressedButton(event) : null;
    if (touched) markBusy(touched);
    const hydrate = await loadIslandCode(load, el, () => held.pressed() ?? touched);
    // From hydration on, React sees clicks itself and replays those that arrive while it hydrates.
    const button = held.release() ?? (kept ? findButton(el, kept) : null);
    await hydrate();
    // React hydrates in a transition, after this: it finds the button as the server sent it.
    if (touched) unmarkBusy(touched);
    if (button) unmarkBusy(button);
    // Let React attach its handlers before the held click arrives.
    if (button?.isConnected) requestAnimationFrame(() => button.click());
  };
  if (kept) void wake(null);
  else onFirstInteraction(el, wake);
};

export default hydrateOnInteraction;
