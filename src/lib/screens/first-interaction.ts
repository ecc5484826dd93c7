// What the two island directives share: waking an island on the first sign of use, and holding the presses that
// arrive before its code does (./interaction-directive.ts hydrates, ./screens/takeover-directive.ts renders in place).

/** The first signs that a customer is about to use an island: a touch, a pointer over it, focus or a key. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Sent on a button pressed before its island woke (bubbling, cancelable): a page script that does the press itself at
 * once cancels it, and the press is then not held for the island (src/lib/cart/first-adds.ts).
 */
export const PRESS_BEFORE_ISLAND = 'storefront:press-before-island';

/** Calls `wake` once, on the first sign of use inside `el`. */
export function onFirstInteraction(el: HTMLElement, wake: (event: Event) => void): void {
  const once = (event: Event) => {
    for (const type of WAKE_EVENTS) el.removeEventListener(type, once);
    wake(event);
  };
  for (const type of WAKE_EVENTS) el.addEventListener(type, once, { passive: true });
}

/** The button a press lands on, unless it submits a form (a form's submit is the browser's, or the directive's). */
export function pressedButton(event: Event): HTMLButtonElement | null {
  const button = (event.target as Element | null)?.closest('button');
  return button && button.type !== 'submit' ? button : null;
}

/** What the server's HTML said of a button's `aria-busy` before a press marked it busy. */
const servedBusy = new WeakMap<Element, string | null>();

/** Shows at once that a pressed button is working, before its island's code has arrived. */
export function markBusy(button: Element): void {
  if (!servedBusy.has(button)) servedBusy.set(button, button.getAttribute('aria-busy'));
  button.setAttribute('aria-busy', 'true');
}

/**
 * Puts back what the server's HTML said, which is what React expects to find when it takes the button over: a
 * difference is a hydration mismatch (React reports one under `astro dev`), however briefly the island shows it.
 */
export function unmarkBusy(button: Element): void {
  if (!servedBusy.has(button)) return;
  const served = servedBusy.get(button) ?? null;
  servedBusy.delete(button);
  if (served === null) button.removeAttribute('aria-busy');
  else button.setAttribute('aria-busy', served);
}

/**
 * Holds button presses inside `el` until `release` is called: each shows at once that it is working (aria-busy), and
 * `release` answers the last one (still marked busy) so the directive can replay it once the island can handle it.
 * `onHold` hears of each press as it is held, for a directive that replays it among other things in their order;
 * `onDone` of each press the page did itself at once (PRESS_BEFORE_ISLAND), which is not held: it stays marked busy
 * until the directive unmarks it, when the island can show the press's outcome.
 */
export function holdPresses(
  el: HTMLElement,
  onHold?: (button: HTMLButtonElement) => void,
  onDone?: (button: HTMLButtonElement) => void,
): { pressed(): HTMLButtonElement | null; release(): HTMLButtonElement | null } {
  let pressed: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    const button = pressedButton(event);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    markBusy(button);
    if (!button.dispatchEvent(new Event(PRESS_BEFORE_ISLAND, { bubbles: true, cancelable: true }))) {
      // Done already by the page: the island, once awake, shows its outcome and must not do it again.
      onDone?.(button);
      return;
    }
    pressed = button;
    onHold?.(button);
  };
  el.addEventListener('click', hold, true);
  return {
    pressed: () => pressed,
    release() {
      el.removeEventListener('click', hold, true);
      return pressed;
    },
  };
}
