import { describe, expect, test } from 'vitest';
import {
  checkCatalogFile,
  checkMenuPush,
  MAX_DISHES,
  type MenuPush,
} from '../../../../src/lib/catalog/menu-contract.ts';
import seedFile from '../../../../src/lib/catalog/seed-catalog.json' with { type: 'json' };
import { bistroMenu } from '../../../fixtures/menus.ts';

const dish = (n: number) => 100 + n;
const menu = (change?: (body: MenuPush) => void) => bistroMenu(dish, change);

/** The errors `checkMenuPush` lists for `body`, or [] when it passes. */
function errorsOf(body: unknown) {
  const checked = checkMenuPush(body);
  return checked.success ? [] : checked.issues;
}

describe('a menu push', () => {
  test('as the partner API documents it passes, unchanged', () => {
    expect(checkMenuPush(menu())).toEqual({ success: true, output: menu() });
  });

  test('with ten errors lists the ten, each at its path', () => {
    const { available: _available, ...bread } = menu().sections[0]?.dishes[1] ?? {};
    const body = {
      ...menu(),
      name: 'Bistro\u202Eortsib',
      hours: {
        timeZone: 'Mars/Olympus_Mons',
        weekly: [{ day: 'monday', open: '9:00', close: '23:00' }],
        closed: ['2026-02-30'],
      },
      deliveryEstimate: { min: 25 },
      sections: [
        {
          name: 'Starters',
          dishes: [
            { ...menu().sections[0]?.dishes[0], price: 6.555, dietary: ['vegetarian', 'halal'] },
            { ...bread, avaliable: true },
          ],
        },
      ],
    };
    expect(errorsOf(body)).toEqual([
      { path: 'name', message: 'must not contain control characters or bidirectional overrides' },
      { path: 'hours.timeZone', message: 'must be an IANA time zone such as America/New_York' },
      { path: 'hours.weekly[0].day', message: 'must be one of mon, tue, wed, thu, fri, sat, sun' },
      { path: 'hours.weekly[0].open', message: 'must be a time of day as HH:MM, 00:00 to 23:59' },
      { path: 'hours.closed[0]', message: 'must be a date the calendar has' },
      { path: 'deliveryEstimate.max', message: 'is required' },
      { path: 'sections[0].dishes[0].price', message: 'must have at most two decimals' },
      {
        path: 'sections[0].dishes[0].dietary[1]',
        message: 'must be one of vegetarian, vegan, gluten-free, dairy-free, nut-free, spicy',
      },
      { path: 'sections[0].dishes[1].available', message: 'is required' },
      { path: 'sections[0].dishes[1].avaliable', message: 'is not a field of this object' },
    ]);
  });

  test('lists the errors across fields with the others: repeated ids, names, tags and dates, and min above max', () => {
    const body = menu((menu) => {
      const [starters, mains] = menu.sections;
      const [soup, bread] = starters?.dishes ?? [];
      if (!starters || !mains || !soup || !bread) throw new Error('no dishes');
      mains.name = 'Starters';
      bread.id = soup.id;
      bread.dietary = ['vegan', 'vegan'];
      menu.hours.closed = ['2026-12-25', '2026-12-25'];
      menu.deliveryEstimate = { min: 40, max: 30 };
    });
    const crossField = [
      { path: 'hours.closed[1]', message: 'is listed twice' },
      { path: 'deliveryEstimate.max', message: 'must not be less than min' },
      { path: 'sections[1].name', message: 'is the name of another section' },
      { path: 'sections[0].dishes[1].id', message: 'is also the id of sections[0].dishes[0]' },
      { path: 'sections[0].dishes[1].dietary[1]', message: 'is listed twice' },
    ];
    expect(errorsOf(body)).toEqual(crossField);
    // With an error in a field too, those across fields are still listed, after it.
    expect(errorsOf({ ...body, image: 'javascript:alert(1)' })).toEqual([
      { path: 'image', message: 'must be a path starting with / or an https:// address, without spaces' },
      ...crossField,
    ]);
  });

  test.each([
    ['blank', '   ', 'must not be blank'],
    ['a line break', 'Soup\nof the day', 'must not contain control characters or bidirectional overrides'],
    ['too long', 'S'.repeat(101), 'must be at most 100 characters'],
  ])('refuses a dish name that is %s', (_label, name, message) => {
    const body = menu((menu) => {
      const soup = menu.sections[0]?.dishes[0];
      if (soup) soup.name = name;
    });
    expect(errorsOf(body)).toEqual([{ path: 'sections[0].dishes[0].name', message }]);
  });

  test.each([
    [0, 'must be more than 0'],
    [-2, 'must be more than 0'],
    [10_000.01, 'must be at most 10000'],
    [1.005, 'must have at most two decimals'],
  ])('refuses a price of %d', (price, message) => {
    const body = menu((menu) => {
      const soup = menu.sections[0]?.dishes[0];
      if (soup) soup.price = price;
    });
    expect(errorsOf(body)).toEqual([{ path: 'sections[0].dishes[0].price', message }]);
  });

  test.each([0.1, 6.5, 19.99, 10_000])('takes a price of %d', (price) => {
    const body = menu((menu) => {
      const soup = menu.sections[0]?.dishes[0];
      if (soup) soup.price = price;
    });
    expect(errorsOf(body)).toEqual([]);
  });

  test.each(['+05:00', 'EST5EDT-', 'America/Gotham', ''])('refuses %j as a time zone', (timeZone) => {
    expect(errorsOf(menu((menu) => (menu.hours.timeZone = timeZone)))).toEqual([
      { path: 'hours.timeZone', message: 'must be an IANA time zone such as America/New_York' },
    ]);
  });

  test('takes hours past midnight, around the clock, and a week with none', () => {
    const overnight = [{ day: 'fri' as const, open: '18:00', close: '02:00' }];
    const aroundTheClock = [{ day: 'sat' as const, open: '00:00', close: '00:00' }];
    for (const weekly of [overnight, aroundTheClock, []]) {
      expect(errorsOf(menu((menu) => (menu.hours.weekly = weekly)))).toEqual([]);
    }
  });

  test('refuses a section without dishes, and more dishes than a menu may hold', () => {
    expect(errorsOf(menu((menu) => menu.sections.push({ name: 'Soon', dishes: [] })))).toEqual([
      { path: 'sections[2].dishes', message: 'must hold at least one dish' },
    ]);
    const many = menu((menu) => {
      const template = menu.sections[0]?.dishes[0];
      if (!template) throw new Error('no dish');
      menu.sections = [
        { name: 'A', dishes: Array.from({ length: 300 }, (_, n) => ({ ...template, id: 1_000 + n })) },
        { name: 'B', dishes: Array.from({ length: 201 }, (_, n) => ({ ...template, id: 2_000 + n })) },
      ];
    });
    expect(errorsOf(many)).toEqual([{ path: 'sections', message: `must hold at most ${MAX_DISHES} dishes in all` }]);
  });

  test('that is not an object at all is one error about the whole body', () => {
    expect(errorsOf(null)).toEqual([{ path: '', message: 'expected object, received null' }]);
    expect(errorsOf('menu')).toEqual([{ path: '', message: 'expected object, received string' }]);
  });
});

describe('a catalog file', () => {
  test('the demo seed is one', () => {
    expect(checkCatalogFile(seedFile).success).toBe(true);
  });

  test('refuses a restaurant id twice and a dish id in two restaurants, at their paths', () => {
    const other = (n: number) => 200 + n;
    const file = [
      { id: 1, ...menu() },
      { id: 2, ...bistroMenu(other) },
      {
        id: 1,
        ...bistroMenu(
          (n) => 300 + n,
          (menu) => ((menu.sections[1]?.dishes[0] ?? { id: 0 }).id = dish(3)),
        ),
      },
    ];
    const checked = checkCatalogFile(file);
    expect(checked.success ? [] : checked.issues).toEqual([
      { path: '[2].id', message: 'is the id of another restaurant of this file' },
      { path: '[2].sections[1].dishes[0].id', message: 'is also the id of [0].sections[1].dishes[0]' },
    ]);
  });

  test('names the restaurant of each error by its place in the file', () => {
    const checked = checkCatalogFile([{ id: 1, ...menu() }, { ...bistroMenu((n) => 200 + n) }]);
    expect(checked.success ? [] : checked.issues).toEqual([{ path: '[1].id', message: 'is required' }]);
  });
});
