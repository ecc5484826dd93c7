import type { ClientDirective } from 'astro';

/** The first signs that a customer is about to use an island: a touch, a pointer over it, focus or a key. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: loads and hydrates an island on the first sign of use instead of on page load, so a visitor
 * who only reads the page downloads no framework code. The island's server-rendered HTML works meanwhile. A button
 * pressed before the island is awake shows at once that it is working (aria-busy) and its click is replayed after
 * hydration, so the first tap is never lost.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let woken = false;
  let pressed: HTMLButtonElement | null = null;

  const holdClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || button.type === 'submit') return;
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
    button.setAttribute('aria-busy', 'true');
  };

  const wake = async (event: Event) => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
    // A press shows at once, before the island's code arrives; a press that was the start of a scroll clears when
    // the island wakes.
    const touched = event.type === 'pointerdown' ? (event.target as Element | null)?.closest('button') : null;
    if (touched && touched.type !== 'submit') touched.setAttribute('aria-busy', 'true');
    const hydrate = await load();
    // From hydration on, React sees clicks itself and replays those that arrive while it hydrates.
    el.removeEventListener('click', holdClick, true);
    await hydrate();
    touched?.removeAttribute('aria-busy');
    const button = pressed;
    pressed = null;
    button?.removeAttribute('aria-busy');
    // Let React attach its handlers before the held click arrives.
    if (button?.isConnected) requestAnimationFrame(() => button.click());
  };

  el.addEventListener('click', holdClick, true);
  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { passive: true });
};

export default hydrateOnInteraction;
