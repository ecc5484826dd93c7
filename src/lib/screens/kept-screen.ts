// A customer screen's first paint, kept on the device for the next visit. The page script paints a customer screen
// from what the device keeps (./paint.ts), but it arrives one round trip after the document: a screen opened again
// would show "Loading…" until then. So the page script keeps what it painted first, with the data it painted it from,
// and the next visit's inline script shows it while the page is still being read, if the device's data and the
// island's code are still what they were: the very screen the page script would paint first, a round trip sooner
// (docs/decisions/068-the-customer-screens-first-paint-kept.md).
import { CUSTOMER_KEY, KEPT_SCREENS_KEY, SCREEN_DATA_KEYS } from '../stores/storage-keys.ts';

/** Where the kept screens are, and what they are painted from. */
export type KeptScreensStorage = {
  keptKey: string;
  /** The stores the customer screens' first paint reads (with the order's number, in the page's address). */
  dataKeys: readonly string[];
  /** The island's attribute holding the tree the inline script showed, for the page script not to paint it again. */
  attribute: string;
};

export const KEPT_SCREENS: KeptScreensStorage = {
  keptKey: KEPT_SCREENS_KEY,
  dataKeys: [CUSTOMER_KEY, ...SCREEN_DATA_KEYS],
  attribute: 'data-kept-paint',
};

/** One screen's first paint: where, from what, its tree (as JSON) and the markup painted from it. */
interface KeptScreen {
  path: string;
  data: string;
  tree: string;
  html: string;
}

/**
 * What a first paint of `island` is made from, as one string to compare: the island's code, whose components are the
 * parts' templates, and the device's data under `keys`, without when a list was last read from the server (`at`),
 * which changes at every read and is not something a first paint shows. Written into the page from its source with
 * paintKeptScreen: it must refer to nothing outside itself.
 */
export function paintedFrom(island: Element, keys: readonly string[]): string {
  return JSON.stringify([
    island.getAttribute('component-url'),
    ...keys.map((key) => {
      const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'at'))
        delete (value as { at?: unknown }).at;
      return value;
    }),
  ]);
}

/**
 * Shows in the page's customer screen what its page script painted first on the last visit, if that was at this
 * address and from what the screen would be painted now; otherwise leaves the island to the page script. Anything
 * unexpected in storage shows nothing.
 *
 * The markup goes in as HTML: it was the page script's own, it is shown only when the data it was painted from is the
 * device's now (the customer's identity included), and the page's Content-Security-Policy lets no script in it run.
 *
 * The customer screens' pages run it as an inline script after the island, written from this function's source
 * (../server/inline-script.ts) and given paintedFrom and KEPT_SCREENS: it must refer to nothing outside itself.
 */
export function paintKeptScreen(from: typeof paintedFrom, storage: KeptScreensStorage): void {
  try {
    const screen = document.querySelector<HTMLElement>('[data-screen]');
    const island = screen?.querySelector(':scope > astro-island');
    if (!screen || !island || island.hasAttribute('data-awake')) return;
    const kept = (JSON.parse(localStorage.getItem(storage.keptKey) ?? '{}') as Record<string, unknown>)[
      screen.dataset['screen'] ?? ''
    ] as Record<string, unknown> | undefined;
    if (kept?.['path'] !== location.pathname || kept['data'] !== from(island, storage.dataKeys)) return;
    const { tree, html } = kept;
    if (typeof tree !== 'string' || typeof html !== 'string') return;
    island.innerHTML = html;
    island.setAttribute(storage.attribute, tree);
    // As the page script does once it has painted (./customer-screen.ts).
    screen.querySelector(':scope > [data-first-screen]')?.remove();
  } catch {
    // No storage (private mode), or something unexpected there: the page script paints the screen.
  }
}

/**
 * The tree the inline script showed in `island` from the last visit (as JSON), or '' when it showed nothing. Read
 * once: the attribute is removed.
 */
export function takeKeptPaint(island: HTMLElement): string {
  const tree = island.getAttribute(KEPT_SCREENS.attribute) ?? '';
  island.removeAttribute(KEPT_SCREENS.attribute);
  return tree;
}

/**
 * The last first paint of each screen, by its name (`[data-screen]`); an entry that is not one is dropped. Checked by
 * hand: valibot's functions this module would call go into the header's script, which shares valibot with it, and
 * every catalog page pays for them.
 */
function keptScreens(): Record<string, KeptScreen> {
  const stored: unknown = JSON.parse(localStorage.getItem(KEPT_SCREENS.keptKey) ?? '{}');
  if (typeof stored !== 'object' || stored === null) return {};
  const isKept = (entry: unknown): entry is KeptScreen =>
    typeof entry === 'object' &&
    entry !== null &&
    ['path', 'data', 'tree', 'html'].every((field) => typeof (entry as Record<string, unknown>)[field] === 'string');
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, KeptScreen] => isKept(entry[1])));
}

/**
 * Keeps what `island` shows, just painted first from `tree` (as JSON) and the device's data as it is now, for the
 * screen's next visit at this address. Once it is on screen (`shown`), the pictures it shows are kept inside it.
 */
export function keepFirstPaint(island: HTMLElement, tree: string, shown: Promise<void>): void {
  const name = island.closest<HTMLElement>('[data-screen]')?.dataset['screen'];
  if (!name) return;
  try {
    const kept = keptScreens();
    const screen = {
      path: location.pathname,
      data: paintedFrom(island, KEPT_SCREENS.dataKeys),
      tree,
      html: island.innerHTML,
    };
    kept[name] = screen;
    localStorage.setItem(KEPT_SCREENS.keptKey, JSON.stringify(kept));
    void shown.then(() => keepPictures(name, screen));
  } catch {
    // No storage, or it is full: the next visit is painted by the page script alone, as it would be without.
  }
}

/** The pictures a kept screen carries inside it: those of a phone's first screen, the storefront's own. */
const KEPT_PICTURES = 4;
const KEPT_PICTURE_AT_MOST_BYTES = 8 * 1024;

/** The attribute of a kept picture that holds its own address, while its `src` is the picture itself. */
const KEPT_SRC = 'data-kept-src';

/**
 * Writes the first pictures of the kept `screen` into its markup as `data:` addresses, so that its next visit shows
 * them with no request of their own: a line's picture is the cart's largest paint, and a request after the document
 * is a round trip on a slow network (as a menu carries its restaurant's, decision 065). They are asked for at low
 * priority once the screen is on screen, from the browser's cache, which also has them ready for React's render, whose
 * pictures have their own address. Kept only if the screen's entry is still the one kept at its first paint.
 */
async function keepPictures(name: string, screen: KeptScreen): Promise<void> {
  const markup = document.createElement('template');
  markup.innerHTML = screen.html;
  const pictures = [...markup.content.querySelectorAll('img')].slice(0, KEPT_PICTURES);
  const written = await Promise.all(
    pictures.map(async (picture) => {
      const address = new URL(picture.getAttribute(KEPT_SRC) ?? picture.getAttribute('src') ?? '', location.href);
      if (address.origin !== location.origin) return false;
      try {
        const response = await fetch(address, { priority: 'low' });
        const body = await response.blob();
        if (!response.ok || !body.type.startsWith('image/') || body.size > KEPT_PICTURE_AT_MOST_BYTES) return false;
        // Kept inside already: asked for all the same, for React's render.
        if (picture.hasAttribute(KEPT_SRC)) return false;
        picture.setAttribute(KEPT_SRC, address.pathname + address.search);
        picture.setAttribute('src', await dataAddress(body));
        return true;
      } catch {
        // Offline, or the picture is gone: it stays an address of its own.
        return false;
      }
    }),
  );
  if (!written.includes(true)) return;
  try {
    const kept = keptScreens();
    const now = kept[name];
    if (!now || now.path !== screen.path || now.data !== screen.data || now.tree !== screen.tree) return;
    kept[name] = { ...now, html: markup.innerHTML };
    localStorage.setItem(KEPT_SCREENS.keptKey, JSON.stringify(kept));
  } catch {
    // Storage full: the kept screen's pictures stay addresses of their own.
  }
}

/** `body` as a `data:` address. */
function dataAddress(body: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(body);
  });
}
