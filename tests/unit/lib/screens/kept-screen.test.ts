import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { KEPT_SCREENS, paintedFrom } from '../../../../src/lib/screens/kept-screen.ts';

const ANA = { name: 'Ana', email: 'ana@example.com', uid: 'uid-ana', photoURL: null };
const BEA = { name: 'Bea', email: 'bea@example.com', uid: 'uid-bea', photoURL: null };
const ORDER = { orderId: 7, status: 'Preparing' };

let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
});
afterEach(() => vi.unstubAllGlobals());

/** What a first paint of an island of `code` is made from, with `storage` on the device. */
function from(storage: Record<string, unknown>, code = '/_astro/OrderList.abc.js'): string {
  stored = new Map(Object.entries(storage).map(([key, value]) => [key, JSON.stringify(value)]));
  const island = { getAttribute: (name: string) => (name === 'component-url' ? code : null) } as Element;
  return paintedFrom(island, KEPT_SCREENS.dataKeys);
}

const orders = (at: string, items: unknown[]) => ({ owner: ANA.email, at, items });

test('a new read of the same orders paints the same first screen', () => {
  expect(from({ 'customer:v1': ANA, 'orders:v1': orders('2026-11-29T10:00:00Z', [ORDER]) })).toBe(
    from({ 'customer:v1': ANA, 'orders:v1': orders('2026-11-29T11:00:00Z', [ORDER]) }),
  );
});

test('an order that moved, another customer, a cart line or new island code does not', () => {
  const before = from({ 'customer:v1': ANA, 'orders:v1': orders('2026-11-29T10:00:00Z', [ORDER]) });
  for (const [storage, code] of [
    [{ 'customer:v1': ANA, 'orders:v1': orders('2026-11-29T10:00:00Z', [{ ...ORDER, status: 'Delivered' }]) }],
    [{ 'customer:v1': BEA, 'orders:v1': orders('2026-11-29T10:00:00Z', [ORDER]) }],
    [{ 'customer:v1': ANA, 'orders:v1': orders('2026-11-29T10:00:00Z', [ORDER]), 'cart:v1': [{ id: 1 }] }],
    [{ 'customer:v1': ANA, 'orders:v1': orders('2026-11-29T10:00:00Z', [ORDER]) }, '/_astro/OrderList.def.js'],
  ] as const) {
    expect(from(storage, code)).not.toBe(before);
  }
});

test('what the device keeps under other keys, such as the sign-in token, changes nothing', () => {
  const storage = { 'customer:v1': ANA, 'orders:v1': orders('2026-11-29T10:00:00Z', [ORDER]) };
  expect(from({ ...storage, 'kept-token:v1': { token: 'a' } })).toBe(
    from({ ...storage, 'kept-token:v1': { token: 'b' } }),
  );
});
