import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CART_STORAGE, LINES_ON_FIRST_SCREEN, preloadCartPictures } from '../../../../src/lib/cart/cart-pictures.ts';
import { KEPT_SCREENS } from '../../../../src/lib/screens/kept-screen.ts';

const ORIGIN = 'https://eats.example.com';
const ANA = { name: 'Ana', email: 'ana@example.com', uid: 'uid-ana', photoURL: null };
const SIGNED_OUT = { name: '', email: 'None', uid: '', photoURL: null };

const line = (image: unknown) => ({ restaurantId: 1, id: 1, name: 'Dish', price: 9.99, image, quantity: 1 });

let stored: Map<string, string>;
let hints: Record<string, unknown>[];
/** Whether the screen kept from the last visit is on the page. */
let keptShown: boolean;

beforeEach(() => {
  stored = new Map();
  hints = [];
  keptShown = false;
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('document', {
    createElement: (name: string) => ({ name }),
    querySelector: (selector: string) => (keptShown && selector === `[${KEPT_SCREENS.attribute}]` ? {} : null),
    head: { append: (element: Record<string, unknown>) => hints.push(element) },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** What the hint asks for, given what an earlier visit left on the device. */
function hintsFor(storage: Record<string, unknown>): Record<string, unknown>[] {
  for (const [key, value] of Object.entries(storage))
    stored.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  preloadCartPictures(CART_STORAGE, LINES_ON_FIRST_SCREEN, KEPT_SCREENS.attribute);
  return hints;
}

test("signed out, the device's cart: the first four lines' pictures, in order, preloaded at high priority", () => {
  const images = [1, 2, 3, 4, 5].map((n) => `/images/items/dish-${n}.svg`);
  expect(hintsFor({ 'customer:v1': SIGNED_OUT, 'guest-cart:v1': images.map(line) })).toEqual(
    images.slice(0, 4).map((image) => ({
      name: 'link',
      rel: 'preload',
      as: 'image',
      href: `${ORIGIN}${image}`,
      fetchPriority: 'high',
    })),
  );
});

test('with nobody ever signed in on the device, the same', () => {
  expect(hintsFor({ 'guest-cart:v1': [line('/images/items/maki.svg')] }).map((hint) => hint['href'])).toEqual([
    `${ORIGIN}/images/items/maki.svg`,
  ]);
});

test("signed in, the customer's cart, not what the device kept from before", () => {
  const hrefs = hintsFor({
    'customer:v1': ANA,
    'cart:v1': [line('/images/items/customer.svg')],
    'guest-cart:v1': [line('/images/items/guest.svg')],
  }).map((hint) => hint['href']);
  expect(hrefs).toEqual([`${ORIGIN}/images/items/customer.svg`]);
});

test("another origin's picture, a script URL or a line without a picture is skipped, and the other lines kept", () => {
  const lines = [
    line('https://tracker.example.net/pixel.gif'),
    line('javascript:alert(1)'),
    line(42),
    { quantity: 1 },
    null,
    line('/images/items/maki.svg'),
  ];
  // Only the first four lines are looked at, whatever they hold.
  expect(hintsFor({ 'guest-cart:v1': lines })).toEqual([]);
  hints.length = 0;
  expect(hintsFor({ 'guest-cart:v1': [lines[0], lines[5]] }).map((hint) => hint['href'])).toEqual([
    `${ORIGIN}/images/items/maki.svg`,
  ]);
});

test.each([
  ['not JSON', { 'guest-cart:v1': '[{"image": ' }],
  ['not a list', { 'guest-cart:v1': { image: '/images/items/maki.svg' } }],
  ['an unreadable customer', { 'customer:v1': '{', 'cart:v1': [line('/images/items/maki.svg')] }],
  ['nothing', {}],
])('%s asks for nothing, and the page goes on', (_, storage) => {
  expect(hintsFor(storage)).toEqual([]);
});

test('without storage (private mode), nothing is asked for and the page goes on', () => {
  vi.stubGlobal('localStorage', {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  expect(() => preloadCartPictures(CART_STORAGE, LINES_ON_FIRST_SCREEN, KEPT_SCREENS.attribute)).not.toThrow();
  expect(hints).toEqual([]);
});

test('with the screen kept from the last visit on the page, its pictures inside it, nothing is asked for', () => {
  keptShown = true;
  expect(hintsFor({ 'customer:v1': SIGNED_OUT, 'guest-cart:v1': [line('/images/items/maki.svg')] })).toEqual([]);
});
