import type { ClientDirective } from 'astro';
import { holdPresses, markBusy, onFirstInteraction, pressedButton } from './first-interaction.ts';
import { elementIdentity, findButton, loadIslandCode, takeKeptTap } from './island-code.ts';

/** Form fields whose value the customer may have typed before React arrived. */
type Field = HTMLInputElement | HTMLTextAreaElement;

/** Something the customer did on the painted markup, done again on its counterpart in React's markup under `root`. */
type Replay = (root: HTMLElement) => void;

/** Longest wait for React's first render before the held interactions are let go. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * `client:takeover`: for islands whose screen the page has already painted from the stores without React
 * (./paint.ts). On the first sign of use the island's code loads and React renders the island on the client, in place
 * of the painted markup (the same parts from the same stores), instead of hydrating markup it did not render. Nothing
 * the customer did meanwhile is lost: a field keeps what was typed and its focus, and a field left (Tab, a tap
 * elsewhere), a button press, a form's submit or Enter in a field is done again, in the order the customer did them,
 * on its counterpart in React's markup, found by id, name, label or text since the elements are new.
 */
const takeOver: ClientDirective = (load, _options, el) => {
  const journal: Replay[] = [];
  let press: Replay | null = null;
  // Only the last press is done again, as the interaction directive does: a second tap on a busy button is impatience.
  const held = holdPresses(el, (button) => {
    if (press) journal.splice(journal.indexOf(press), 1);
    press = (root) => counterpart(root, button)?.click();
    journal.push(press);
  });
  let focused: Element | null = null;
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    journal.push((root) => (counterpart(root, form) as HTMLFormElement | null)?.requestSubmit());
  };
  const noteEnter = (event: Event) => {
    const { key, target } = event as KeyboardEvent;
    if (key !== 'Enter' || !(target instanceof HTMLInputElement) || target.form) return;
    journal.push((root) =>
      counterpart(root, target)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
    );
  };
  const noteFocus = (event: Event) => (focused = event.target as Element);
  // A number field says nothing of its selection, but the browser tells when one is made (select-all, a double tap):
  // the field whose whole value was selected last, until the caret moves or the value changes.
  let selectedAll: EventTarget | null = null;
  const noteSelect = (event: Event) => (selectedAll = event.target);
  const noteCaret = (event: Event) => {
    if (event.target === selectedAll) selectedAll = null;
  };
  // A field's components act when it is left (the cart's quantity is sent on blur): a field left before React was
  // there must be left again in React's markup, or what was typed shows there and goes nowhere.
  const noteLeave = (event: Event) => {
    const { target, relatedTarget } = event as FocusEvent;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    // Chromium also blurs a focused field when React's render removes it; by the next microtask that field is gone,
    // while a field the customer left is still on the page.
    queueMicrotask(() => {
      if (!target.isConnected) return;
      if (focused === target) focused = null;
      journal.push((root) => leave(counterpart(root, target), relatedTarget, root));
    });
  };
  // A mouse or pen press begun on a painted button or link, or Space held on a painted button, still down when
  // React replaces the markup gets no click from the browser (the element pressed is gone): it is finished on the
  // counterpart once released there (finishPress). A touch needs nothing: its click goes to whatever is under the
  // finger when it lifts; Enter clicks as it goes down, which the held presses take.
  let pressing: Press | null = null;
  const notePress = (event: Event) => {
    const { pointerType, target } = event as PointerEvent;
    const element = pointerType === 'touch' ? null : (target as Element).closest('button, a[href]');
    pressing = element && { element, end: 'pointerup' };
  };
  const noteSpace = (event: Event) => {
    const { key, repeat, target } = event as KeyboardEvent;
    if (key === ' ' && !repeat && target instanceof HTMLButtonElement) pressing = { element: target, end: 'keyup' };
  };
  const noteRelease = (event: Event) => {
    if (event.type !== 'keyup' || (event as KeyboardEvent).key === ' ') pressing = null;
  };
  const releases = ['pointerup', 'pointercancel', 'keyup'] as const;
  el.addEventListener('pointerdown', notePress, true);
  el.addEventListener('keydown', noteSpace, true);
  for (const type of releases) document.addEventListener(type, noteRelease, true);
  el.addEventListener('submit', holdSubmit, true);
  el.addEventListener('keydown', noteEnter, true);
  el.addEventListener('focusin', noteFocus, true);
  el.addEventListener('focusout', noteLeave, true);
  const caretMoves = ['keydown', 'pointerdown', 'input'] as const;
  el.addEventListener('select', noteSelect, true);
  for (const type of caretMoves) el.addEventListener(type, noteCaret, true);
  // A press kept across a reload because this island's code had gone (../island-code.ts): done once React has rendered.
  const kept = takeKeptTap(el);
  if (kept) journal.push((root) => findButton(root, kept)?.click());

  const wake = async (event: Event | null) => {
    // The page's painter stops here: from now on the stores' changes are React's to show.
    el.setAttribute('data-awake', '');
    if (event?.type === 'focusin') focused = event.target as Element;
    const touched = event?.type === 'pointerdown' ? pressedButton(event) : null;
    if (touched) markBusy(touched);
    const render = await loadIslandCode(load, el, () => held.pressed() ?? touched);
    // The browser announces a selection made by script (`select()`, then focus) only at its next frame, which React's
    // render can come before; Chromium's document selection shows it at once.
    if (wholeValueSelected(focused)) selectedAll = focused;
    // @astrojs/react renders with createRoot, not hydrateRoot, for an island whose directive reads "only".
    el.setAttribute('client', 'only');
    const replaced = nextReplacement(el);
    await render();
    const painted = await replaced;
    el.removeEventListener('submit', holdSubmit, true);
    el.removeEventListener('keydown', noteEnter, true);
    el.removeEventListener('focusin', noteFocus, true);
    el.removeEventListener('focusout', noteLeave, true);
    el.removeEventListener('select', noteSelect, true);
    for (const type of caretMoves) el.removeEventListener(type, noteCaret, true);
    el.removeEventListener('pointerdown', notePress, true);
    el.removeEventListener('keydown', noteSpace, true);
    for (const type of releases) document.removeEventListener(type, noteRelease, true);
    held.release();
    if (pressing && !pressing.element.isConnected) finishPress(pressing, el);
    // At once, before the next key press: between React's render and a later frame, keys would reach no field.
    carryTypedValues(painted, el);
    if (focused && !focused.isConnected) restoreFocus(focused, el, focused === selectedAll);
    // Each once React has rendered what the one before changed (the values carried over first), as the customer's
    // own events would have come one after another.
    for (const replay of journal) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      replay(el);
    }
  };
  if (kept) void wake(null);
  else onFirstInteraction(el, wake);
};

/** The elements React's first render removes from `el` (the painted ones), once it has rendered. */
function nextReplacement(el: HTMLElement): Promise<Element[]> {
  return new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      observer.disconnect();
      resolve(records.flatMap((record) => [...record.removedNodes].filter((node) => node instanceof Element)));
    });
    observer.observe(el, { childList: true });
    setTimeout(() => {
      observer.disconnect();
      resolve([]);
    }, RENDER_TIMEOUT_MS);
  });
}

/** The element of React's render that stands where `painted` stood. */
function counterpart(root: HTMLElement, painted: Element): HTMLElement | null {
  const wanted = elementIdentity(painted);
  return (
    [...root.querySelectorAll<HTMLElement>(painted.tagName)].find((element) => elementIdentity(element) === wanted) ??
    null
  );
}

/** A press begun on the painted markup: the button or link pressed, and the event that ends it. */
interface Press {
  element: Element;
  end: 'pointerup' | 'keyup';
}

/**
 * Clicks the counterpart under `root` of a painted button or link that React replaced while it was pressed, when the
 * press ends on the counterpart (the pointer released over it, or Space released with it focused), as the browser
 * would have clicked the painted one; unless the browser clicks it itself. The browser clicks only what saw the whole
 * press: the element where a mouse press began and ended, the button that had Space go down.
 */
function finishPress({ element, end }: Press, root: HTMLElement): void {
  const target = counterpart(root, element);
  if (!target) return;
  const finish = (event: Event) => {
    if (event.type === 'keyup' && (event as KeyboardEvent).key !== ' ') return;
    document.removeEventListener(end, finish, true);
    document.removeEventListener('pointercancel', finish, true);
    if (event.type !== end || !target.contains(event.target as Node)) return;
    let clicked = false;
    const seen = () => (clicked = true);
    target.addEventListener('click', seen, { capture: true, once: true });
    // The browser's own click, had there been one, comes straight after the release, in the same task.
    setTimeout(() => {
      target.removeEventListener('click', seen, true);
      if (!clicked) target.click();
    });
  };
  document.addEventListener(end, finish, true);
  if (end === 'pointerup') document.addEventListener('pointercancel', finish, true);
}

/**
 * Leaves `field` as the browser does when focus moves on, without moving the focus where the customer has put it
 * since: React's onBlur listens to `focusout`. `to` is where the focus went, or its counterpart under `root`.
 */
function leave(field: HTMLElement | null, to: EventTarget | null, root: HTMLElement): void {
  if (!field) return;
  const relatedTarget = to instanceof Element && !to.isConnected ? counterpart(root, to) : to;
  field.dispatchEvent(new FocusEvent('blur', { relatedTarget }));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget }));
}

/** Puts what the customer typed into the painted fields into React's, through React's own change handling. */
function carryTypedValues(painted: Element[], root: HTMLElement): void {
  const fields = painted.flatMap((element) => [
    ...(element.matches('input, textarea') ? [element] : []),
    ...element.querySelectorAll('input, textarea'),
  ]) as Field[];
  for (const field of fields) {
    const now = counterpart(root, field) as Field | null;
    if (!now) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== (now as HTMLInputElement).checked) now.click();
      continue;
    }
    if (field.value === field.defaultValue || field.value === now.value) continue;
    // React notices a change only through the prototype's setter, which bypasses its own tracking of the value.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(now), 'value')?.set?.call(now, field.value);
    now.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Whether `field` has focus with its whole value selected, as far as the document's selection tells. */
function wholeValueSelected(field: Element | null): boolean {
  if (!(field instanceof HTMLInputElement) || field !== document.activeElement || field.value === '') return false;
  const selection = document.getSelection();
  return selection?.type === 'Range' && selection.toString() === field.value;
}

/**
 * Gives focus back to where it was, with the same text selected, unless the customer has moved on since. A number
 * field's selection cannot be read: its whole value is selected again if it was (`selectedAll`); otherwise the caret
 * stays after the value, where React's setting of the value put it and a tap on a short number puts it too.
 */
function restoreFocus(painted: Element, root: HTMLElement, selectedAll: boolean): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const now = counterpart(root, painted);
  now?.focus({ preventScroll: true });
  if (!(painted instanceof HTMLInputElement || painted instanceof HTMLTextAreaElement)) return;
  if (!(now instanceof HTMLInputElement || now instanceof HTMLTextAreaElement)) return;
  if (painted.selectionStart !== null) now.setSelectionRange(painted.selectionStart, painted.selectionEnd);
  else if (selectedAll) now.select();
}

export default takeOver;
