/**
 * Keeps a press on the header's Sign In made before the header's script has started (the page starts its scripts once
 * its first content is shown, so a quick customer can press first): the button shows at once that it is working, and
 * the header's script answers the press as it starts (header.ts, answerEarlyPress). The script marks the button
 * `aria-busy` as it starts; from then on it answers presses itself.
 *
 * A page runs it as an inline script written from this function's source (../server/inline-script.ts), just after the
 * button: it must refer to nothing outside itself.
 */
export function holdEarlyAccountPress(): void {
  const button = document.currentScript?.previousElementSibling;
  if (!(button instanceof HTMLButtonElement)) return;
  button.addEventListener(
    'click',
    () => {
      if (button.hasAttribute('aria-busy')) return;
      button.setAttribute('data-pressed-early', '');
      button.setAttribute('aria-busy', 'true');
    },
    { once: true },
  );
}
