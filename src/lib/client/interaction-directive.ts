import type { ClientDirective } from 'astro';
import { holdPresses, onFirstInteraction, pressedButton } from './first-interaction.ts';

/**
 * `client:interaction`: loads and hydrates an island on the first sign of use instead of on page load, so a visitor
 * who only reads the page downloads no framework code. The island's server-rendered HTML works meanwhile. A button
 * pressed before the island is awake shows at once that it is working (aria-busy) and its click is replayed after
 * hydration, so the first tap is never lost.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  const held = holdPresses(el);
  onFirstInteraction(el, async (event) => {
    // A press shows at once, before the island's code arrives; a press that was the start of a scroll clears when
    // the island wakes.
    const touched = event.type === 'pointerdown' ? pressedButton(event) : null;
    touched?.setAttribute('aria-busy', 'true');
    const hydrate = await load();
    // From hydration on, React sees clicks itself and replays those that arrive while it hydrates.
    const button = held.release();
    await hydrate();
    touched?.removeAttribute('aria-busy');
    button?.removeAttribute('aria-busy');
    // Let React attach its handlers before the held click arrives.
    if (button?.isConnected) requestAnimationFrame(() => button.click());
  });
};

export default hydrateOnInteraction;
