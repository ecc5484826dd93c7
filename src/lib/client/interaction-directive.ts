import type { ClientDirective } from 'astro';

/** The first signs that a customer is about to use an island: a touch, a pointer over it, focus or a key. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: loads and hydrates an island on the first sign of use instead of on page load, so a visitor
 * who only reads the page downloads no framework code. The island's server-rendered HTML works meanwhile.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let woken = false;
  const wake = async () => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { passive: true });
};

export default hydrateOnInteraction;
