// Loading an island's code when the customer first uses it, without ever swallowing that tap. The code can fail to
// load: the connection dropped mid-load, or the page was served by a build whose files are gone (a deploy since it was
// opened, older than the earlier builds' files are kept: scripts/keep-earlier-files.mjs). The page then says so in
// words and keeps the tap: where a newer build exists it reloads itself once and the tap is done there; otherwise it
// tries again when the connection returns, and does the tap then.

/** Where the tap waits across the reload: this tab only, gone with it. */
const KEPT_TAP_KEY = 'storefront:kept-tap:v1';
/** The code that made this tab reload once: never again for the same file, so a broken deploy cannot loop. */
const RELOADED_KEY = 'storefront:reloaded-for:v1';
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

const RELOADING = 'Part of this page has changed since you opened it. Reloading it to finish what you tapped…';
const WAITING =
  'We could not load this part of the page. Check your connection: what you tapped is kept and will be done once it loads.';

/** A tap kept for after the reload: on which page, which island (its props, the same in every build) and button. */
interface KeptTap {
  page: string;
  island: string;
  button: string;
}

/** What tells an element (a button, a field) apart from its siblings in any render or build of the page. */
export function elementIdentity(element: Element): string {
  const name = element.id || element.getAttribute('name') || element.getAttribute('aria-label');
  return `${element.tagName} ${name ?? element.textContent?.trim()}`;
}

function islandIdentity(el: HTMLElement): string {
  return `${el.getAttribute('component-export')} ${el.getAttribute('props')}`;
}

/** Says `text` (or nothing) right after the island, where the customer just tapped and is looking. */
function say(el: HTMLElement, text: string): void {
  const next = el.nextElementSibling;
  let message: HTMLElement;
  if (next instanceof HTMLElement && next.matches('[data-island-notice]')) message = next;
  else {
    if (!text) return;
    message = Object.assign(document.createElement('p'), { className: 'island-notice' });
    message.setAttribute('role', 'alert');
    message.setAttribute('data-island-notice', '');
    el.after(message);
  }
  message.textContent = text;
  message.hidden = !text;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the tap is then kept only while the page stays.
  }
}

/** Whether the island's code answers now, or the page as the server serves it now names other code (a newer build). */
async function reloadWouldHelp(el: HTMLElement): Promise<boolean> {
  const code = el.getAttribute('component-url');
  if (!code) return false;
  try {
    // A browser may remember a failed import for the page's life: once the file answers, only a reload loads it.
    if ((await fetch(code, { cache: 'no-store' })).ok) return true;
    const page = await fetch(location.href, { cache: 'no-store', headers: { Accept: 'text/html' } });
    return page.ok && !(await page.text()).includes(code);
  } catch {
    return false;
  }
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    addEventListener('online', done);
  });

/**
 * Astro's `load` never fails: it reports a failed import as `astro:hydration-error` on the island (after one retry of
 * its own) and answers a hydration that does nothing. This makes that report a failure.
 */
async function loadOnce<T>(load: () => Promise<T>, el: HTMLElement): Promise<T> {
  let failed = false;
  const onError = () => (failed = true);
  el.addEventListener('astro:hydration-error', onError);
  try {
    const code = await load();
    if (failed) throw new Error(`${el.getAttribute('component-url')} did not load`);
    return code;
  } finally {
    el.removeEventListener('astro:hydration-error', onError);
  }
}

/**
 * Loads an island's code with `load`. If it fails and a reload would load it (a newer build is served, or the file
 * answers again), keeps `tapped()` (the press waiting for the island) for after the reload and reloads, once for this
 * code; otherwise says so and tries again, sooner when the device comes back online. Resolves only with the code.
 */
export async function loadIslandCode<T>(
  load: () => Promise<T>,
  el: HTMLElement,
  tapped: () => Element | null,
): Promise<T> {
  for (let pause = FIRST_RETRY_MS; ; pause = Math.min(pause * 2, LONGEST_RETRY_MS)) {
    try {
      const code = await loadOnce(load, el);
      say(el, '');
      return code;
    } catch {
      const component = el.getAttribute('component-url') ?? '';
      if (read(RELOADED_KEY) !== component && (await reloadWouldHelp(el))) {
        const button = tapped();
        if (button) {
          const kept: KeptTap = { page: location.href, island: islandIdentity(el), button: elementIdentity(button) };
          write(KEPT_TAP_KEY, JSON.stringify(kept));
        }
        write(RELOADED_KEY, component);
        say(el, RELOADING);
        location.reload();
        return new Promise<never>(() => {});
      }
      say(el, WAITING);
      await wait(pause);
    }
  }
}

/**
 * The button of `el` whose tap was kept across a reload, taken from storage (so it is done once), or null when the
 * kept tap, if any, is another island's.
 */
export function takeKeptTap(el: HTMLElement): string | null {
  const text = read(KEPT_TAP_KEY);
  if (!text) return null;
  let kept: Partial<KeptTap>;
  try {
    kept = JSON.parse(text) as Partial<KeptTap>;
  } catch {
    write(KEPT_TAP_KEY, null);
    return null;
  }
  if (kept.page !== location.href || kept.island !== islandIdentity(el) || typeof kept.button !== 'string') return null;
  write(KEPT_TAP_KEY, null);
  return kept.button;
}

/** The button inside `root` that `identity` (elementIdentity) names. */
export function findButton(root: HTMLElement, identity: string): HTMLElement | null {
  return (
    [...root.querySelectorAll<HTMLElement>('button')].find((button) => elementIdentity(button) === identity) ?? null
  );
}
