import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { listMenu, RESTAURANT_PAGE_SIZE, restaurantListing } from '../../../../../src/lib/catalog/catalog.server.ts';
import type { Db } from '../../../../../src/lib/server/db/database.ts';
import { freshConnection } from '../../../../fixtures/database.ts';

// What the storefront reads back must not depend on which database it runs on (src/lib/server/db/dialect.ts): these
// run once on SQLite and once on PostgreSQL, against the same expectations.

/** Names that differ only in case, outside ASCII, or by the characters LIKE treats as patterns. */
const NAMES = [
  'apple Bar',
  'Banana Hut',
  'Café Élise',
  'ÉCOLE Bistro',
  'école du Goût',
  '100% Pizza',
  '100 Pizzas',
  'Half_Price Grill',
  'Half Price Grill',
  'Back\\Slash Diner',
  'zebra Lounge',
  'Zulu Kitchen',
];

/** Enough ordinary restaurants that the list is paged and searched by the database. */
const FILLER = Array.from({ length: RESTAURANT_PAGE_SIZE }, (_, index) => `Filler ${String(index).padStart(2, '0')}`);

/** The storefront's search, spelled out: the term lowered, the name lowered in ASCII only, a plain substring. */
function expectedMatches(term: string): string[] {
  const needle = term.toLowerCase();
  const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return [...NAMES, ...FILLER].filter(
    (name) => asciiLower(name).includes(needle) || asciiLower('Cuisine').includes(needle),
  );
}

/** Code point order, as SQLite's BINARY and PostgreSQL's "C" collations sort. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

let db: Db;

beforeEach(async () => {
  ({ db } = await freshConnection());
  await db
    .insertInto('restaurant')
    .values([...NAMES, ...FILLER].map((name) => ({ name, cuisine: 'Cuisine', description: 'D', image: '/i.svg' })))
    .execute();
});

afterEach(() => db.destroy());

/** Every restaurant the list shows for `term`, over all its pages, in the order shown. */
async function searched(term: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const listing = await restaurantListing(db, term, null, page);
    if (listing.complete) throw new Error('the catalog should be paged');
    names.push(...listing.restaurants.map((restaurant) => restaurant.name));
    if (page >= listing.pages) return names;
  }
}

describe('search by the database', () => {
  test.each([
    'a',
    'BAR',
    'é',
    'É',
    'école',
    'ÉCOLE',
    'café',
    '%',
    '100%',
    '_',
    'f_p',
    'half_',
    '\\',
    'k\\s',
    'zu',
    'uisin',
  ])('%s matches the same restaurants as the storefront’s own rule, in code point order', async (term) => {
    const expected = expectedMatches(term).sort(byCodePoint);
    expect(await searched(term)).toEqual(expected);
    const listing = await restaurantListing(db, term, null, 1);
    expect(listing.matching).toBe(expected.length);
  });

  test('restaurants are listed in code point order, capitals first, whatever the database’s own collation', async () => {
    expect(await searched('')).toEqual([...NAMES, ...FILLER].sort(byCodePoint));
  });
});

describe('values read back', () => {
  test('counts are numbers', async () => {
    const { n } = await db
      .selectFrom('restaurant')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(NAMES.length + FILLER.length);
  });

  test('an instant reads back as the ISO 8601 text written, to the millisecond, and instants sort in time order', async () => {
    const { id } = await db.selectFrom('restaurant').select('id').limit(1).executeTakeFirstOrThrow();
    const written = ['2026-01-15T10:00:00.001Z', '2026-01-15T09:59:59.999Z', '2025-12-31T23:00:00.000Z'];
    await db
      .insertInto('menuItem')
      .values(
        written.map((timeAdded, index) => ({
          restaurantId: id,
          name: `I${index}`,
          description: 'D',
          image: '/i.svg',
          priceCents: 100,
          timeAdded,
        })),
      )
      .execute();
    expect((await listMenu(db, id)).map((item) => item.timeAdded)).toEqual([...written].sort());
  });
});
