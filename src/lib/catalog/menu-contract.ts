// The catalog's input format, written once: the body of a menu push (a restaurant and its whole menu) and the catalog
// file, an array of those bodies each with its restaurant's `id`. The partner API's push, `npm run catalog -- import`
// and the demo seed (seed-catalog.json) all read it through checkMenuPush or checkCatalogFile, then replaceRestaurant
// (menu-writer.server.ts) stores it. Server and tools only: the browser reads the catalog through contract.ts.
//
// JSON Schema (`@valibot/to-json-schema`, with `errorMode: 'ignore'`): every field, type, bound and pattern converts.
// The `check` and `rawCheck` actions do not, and the published schema goes without them (the API still applies them):
// text not only spaces, a time zone this runtime knows, a price of whole cents, real calendar dates, and across fields
// (crossFieldIssues): unique dish ids, section names, tags and closed dates, min <= max, at most MAX_DISHES dishes.
// No transforms: what is parsed is what is stored.
import * as v from 'valibot';
import { DIETARY_TAGS, REFUSED_CHARACTER_MESSAGE, WEEKDAYS } from '../contract.ts';
import { isTimeZone } from './opening-hours.ts';

/** The most dishes one menu may hold, over all its sections. */
export const MAX_DISHES = 500;
/** The most sections one menu may have. */
const MAX_SECTIONS = 50;
/** The most restaurants one catalog file may hold. */
const MAX_CATALOG_RESTAURANTS = 10_000;

/** One error of a push or a catalog file: where (`sections[0].dishes[3].price`, `` for the whole body) and what. */
export interface PathIssue {
  path: string;
  message: string;
}

function kindOf(input: unknown): string {
  if (input === null) return 'null';
  return Array.isArray(input) ? 'array' : typeof input;
}

/** The message of a value missing or not of `kind`. */
const expected = (kind: string) => (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? 'is required' : `expected ${kind}, received ${kindOf(issue.input)}`;

/** An object of exactly these fields: a misspelt field is an error rather than quietly dropped. */
/* @__NO_SIDE_EFFECTS__ */
function exactObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return 'is not a field of this object';
    return issue.input === undefined ? 'is required' : `expected object, received ${kindOf(issue.input)}`;
  });
}

// eslint-disable-next-line no-control-regex -- the control characters are what it refuses (contract.ts).
const PLAIN_TEXT = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;

/**
 * Text as the rest of the API takes it (contract.ts: no control characters or bidirectional overrides), of at most
 * `max` characters; at least one that is not a space unless `empty` is allowed.
 */
/* @__NO_SIDE_EFFECTS__ */
function text(max: number, empty = false) {
  return v.pipe(
    v.string(expected('string')),
    v.regex(PLAIN_TEXT, REFUSED_CHARACTER_MESSAGE),
    v.minLength(empty ? 0 : 1, 'must not be blank'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.check((value) => empty || value === '' || value.trim() !== '', 'must not be blank'),
  );
}

/** A restaurant's or a dish's id: a positive whole number, as the product API's ids are. */
const IdSchema = v.pipe(
  v.number(expected('number')),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(999_999_999, 'must be at most 999999999'),
);

/** A picture: a path on the storefront (`/images/…`) or an https address; no spaces, nor what text refuses. */
const ImageSchema = v.pipe(
  v.string(expected('string')),
  v.regex(
    // eslint-disable-next-line no-control-regex -- the control characters are what it refuses, as text does.
    /^(?:\/(?!\/)|https:\/\/)[^\s\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+$/,
    'must be a path starting with / or an https:// address, without spaces',
  ),
  v.maxLength(2_000, 'must be at most 2000 characters'),
);

const TimeSchema = v.pipe(
  v.string(expected('string')),
  v.regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a time of day as HH:MM, 00:00 to 23:59'),
);

/** A date as YYYY-MM-DD that the calendar has (no 30 February). */
const DateSchema = v.pipe(
  v.string(expected('string')),
  v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'must be a date as YYYY-MM-DD'),
  v.check((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
  }, 'must be a date the calendar has'),
);

const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
const TIME_ZONE_MESSAGE = 'must be an IANA time zone such as America/New_York';

/**
 * When the restaurant takes orders, on its own clock. `close` at or before `open` closes past midnight (17:00 to
 * 02:00), and equal to it a whole day (00:00 to 00:00 is open around the clock). A closed date closes what would open
 * on it. opening-hours.ts reads them.
 */
const HoursSchema = exactObject({
  timeZone: v.pipe(
    v.string(expected('string')),
    v.regex(TIME_ZONE_NAME, TIME_ZONE_MESSAGE),
    v.maxLength(64, 'must be at most 64 characters'),
    // Said once: a name of the wrong form is already refused above.
    v.check((zone) => !TIME_ZONE_NAME.test(zone) || isTimeZone(zone), TIME_ZONE_MESSAGE),
  ),
  weekly: v.pipe(
    v.array(
      exactObject({
        day: v.picklist(WEEKDAYS, `must be one of ${WEEKDAYS.join(', ')}`),
        open: TimeSchema,
        close: TimeSchema,
      }),
      expected('array'),
    ),
    v.maxLength(28, 'must hold at most 28 openings'),
  ),
  closed: v.pipe(v.array(DateSchema, expected('array')), v.maxLength(366, 'must hold at most 366 dates')),
});

const MinutesSchema = v.pipe(
  v.number(expected('number')),
  v.integer('must be a whole number of minutes'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(240, 'must be at most 240'),
);

const DishSchema = exactObject({
  id: IdSchema,
  name: text(100),
  description: text(500, true),
  price: v.pipe(
    v.number(expected('number')),
    v.gtValue(0, 'must be more than 0'),
    v.maxValue(10_000, 'must be at most 10000'),
    v.check((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, 'must have at most two decimals'),
  ),
  image: ImageSchema,
  dietary: v.pipe(
    v.array(v.picklist(DIETARY_TAGS, `must be one of ${DIETARY_TAGS.join(', ')}`), expected('array')),
    v.maxLength(DIETARY_TAGS.length, `must hold at most ${DIETARY_TAGS.length} tags`),
  ),
  /** false while sold out: listed, but not added to carts nor ordered. */
  available: v.boolean(expected('boolean')),
});

const SectionSchema = exactObject({
  name: text(60),
  dishes: v.pipe(
    v.array(DishSchema, expected('array')),
    v.minLength(1, 'must hold at least one dish'),
    v.maxLength(MAX_DISHES, `must hold at most ${MAX_DISHES} dishes`),
  ),
});

const MENU_ENTRIES = {
  name: text(100),
  cuisine: text(50),
  description: text(1_000, true),
  image: ImageSchema,
  hours: HoursSchema,
  deliveryEstimate: exactObject({ min: MinutesSchema, max: MinutesSchema }),
  /** In the order the menu shows them; a dish missing from a later push is taken off the menu. */
  sections: v.pipe(
    v.array(SectionSchema, expected('array')),
    v.maxLength(MAX_SECTIONS, `must hold at most ${MAX_SECTIONS} sections`),
  ),
};

/** Where an issue this module raises itself is, as valibot writes paths. */
type IssuePath = [v.IssuePathItem, ...v.IssuePathItem[]];

/** A valibot path item at `key` of `input`, for issues this module raises itself. */
function pathItem(input: unknown, key: string | number): v.IssuePathItem {
  const container = input as Record<string | number, unknown>;
  return Array.isArray(input)
    ? { type: 'array', origin: 'value', input, key: key as number, value: container[key] }
    : { type: 'object', origin: 'value', input: container, key: key as string, value: container[key] };
}

/** Pushes every cross-field issue of `menu` (a push body, perhaps invalid elsewhere) through `add`. */
function crossFieldIssues(
  menu: unknown,
  add: (message: string, path: IssuePath) => void,
  dishIdsSeen = new Map<number, string>(),
  prefix = '',
): void {
  if (!isRecord(menu)) return;
  const { hours, deliveryEstimate, sections } = menu;
  if (isRecord(hours) && Array.isArray(hours['closed'])) {
    const closed = hours['closed'];
    duplicates(closed, (index) =>
      add('is listed twice', [pathItem(menu, 'hours'), pathItem(hours, 'closed'), pathItem(closed, index)]),
    );
  }
  if (isRecord(deliveryEstimate)) {
    const { min, max } = deliveryEstimate;
    if (typeof min === 'number' && typeof max === 'number' && max < min) {
      add('must not be less than min', [pathItem(menu, 'deliveryEstimate'), pathItem(deliveryEstimate, 'max')]);
    }
  }
  if (!Array.isArray(sections)) return;
  const names = sections.map((section) => (isRecord(section) ? section['name'] : undefined));
  duplicates(names, (index) =>
    add('is the name of another section', [
      pathItem(menu, 'sections'),
      pathItem(sections, index),
      pathItem(sections[index], 'name'),
    ]),
  );
  let dishCount = 0;
  sections.forEach((section, sectionIndex) => {
    if (!isRecord(section) || !Array.isArray(section['dishes'])) return;
    const dishes = section['dishes'];
    dishes.forEach((dish, dishIndex) => {
      dishCount += 1;
      if (!isRecord(dish)) return;
      const at = (key: string): IssuePath => [
        pathItem(menu, 'sections'),
        pathItem(sections, sectionIndex),
        pathItem(section, 'dishes'),
        pathItem(dishes, dishIndex),
        pathItem(dish, key),
      ];
      const here = `${prefix}sections[${sectionIndex}].dishes[${dishIndex}]`;
      if (typeof dish['id'] === 'number') {
        const first = dishIdsSeen.get(dish['id']);
        if (first === undefined) dishIdsSeen.set(dish['id'], here);
        else add(`is also the id of ${first}`, at('id'));
      }
      if (Array.isArray(dish['dietary'])) {
        const tags = dish['dietary'];
        duplicates(tags, (index) => add('is listed twice', [...at('dietary'), pathItem(tags, index)]));
      }
    });
  });
  if (dishCount > MAX_DISHES) add(`must hold at most ${MAX_DISHES} dishes in all`, [pathItem(menu, 'sections')]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `found` with the index of each value of `values` that an earlier one repeats (strings and numbers only). */
function duplicates(values: unknown[], found: (index: number) => void): void {
  const seen = new Set<unknown>();
  values.forEach((value, index) => {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    if (seen.has(value)) found(index);
    seen.add(value);
  });
}

/**
 * The body of `PUT /partner-api/v1/restaurants/{id}`: a restaurant and its whole menu (for the JSON Schema; checks go
 * through checkMenuPush).
 * @public
 */
export const MenuPushSchema = v.pipe(
  exactObject(MENU_ENTRIES),
  v.rawCheck(({ dataset, addIssue }) =>
    crossFieldIssues(dataset.value, (message, path) => addIssue({ message, path })),
  ),
);
export type MenuPush = v.InferOutput<typeof MenuPushSchema>;

/** One restaurant of a catalog file: a push body with its restaurant's id (the file's schema checks across fields). */
const CatalogEntrySchema = exactObject({ id: IdSchema, ...MENU_ENTRIES });
export type CatalogEntry = v.InferOutput<typeof CatalogEntrySchema>;

/**
 * The catalog file (`npm run catalog -- import FILE`, src/lib/catalog/seed-catalog.json): restaurants in the push's
 * format, each with its id. Restaurant ids are unique, and so are dish ids across the whole file (they are global).
 * For the JSON Schema; checks go through checkCatalogFile.
 * @public
 */
export const CatalogFileSchema = v.pipe(
  v.array(CatalogEntrySchema, expected('array')),
  v.maxLength(MAX_CATALOG_RESTAURANTS, `must hold at most ${MAX_CATALOG_RESTAURANTS} restaurants`),
  v.rawCheck(({ dataset, addIssue }) =>
    catalogCrossFieldIssues(dataset.value, (message, path) => addIssue({ message, path })),
  ),
);

function catalogCrossFieldIssues(file: unknown, add: (message: string, path: IssuePath) => void): void {
  if (!Array.isArray(file)) return;
  const ids = file.map((entry) => (isRecord(entry) ? entry['id'] : undefined));
  duplicates(ids, (index) =>
    add('is the id of another restaurant of this file', [pathItem(file, index), pathItem(file[index], 'id')]),
  );
  const dishIdsSeen = new Map<number, string>();
  file.forEach((entry, index) =>
    crossFieldIssues(
      entry,
      (message, path) => add(message, [pathItem(file, index), ...path]),
      dishIdsSeen,
      `[${index}].`,
    ),
  );
}

/** A dish as a change report names it. */
const DishRefSchema = v.object({ id: IdSchema, name: v.string() });

/** What a push changed (or, in a dry run, would change): the writer's report, the partner API's answer. */
export const MenuChangeSchema = v.object({
  restaurantId: IdSchema,
  /** `added`: a new restaurant; `changed`: anything of it or its menu changed; `unchanged`: nothing changed. */
  restaurant: v.picklist(['added', 'changed', 'unchanged']),
  /** The restaurant's own fields that changed, by their names in the push, and `sections` when its sections did. */
  fields: v.array(v.string()),
  dishes: v.object({
    /** New on the menu, or back on it. */
    added: v.array(DishRefSchema),
    /** Still on the menu with anything of theirs changed: a field, their place, their tags, sold out or back. */
    changed: v.array(DishRefSchema),
    /** Taken off the menu: kept for the carts and orders that hold them, never listed again. */
    removed: v.array(DishRefSchema),
    /** The dishes of `changed` sold out by this push. */
    soldOut: v.array(DishRefSchema),
    /** The dishes of `changed` on sale again after being sold out. */
    backOnSale: v.array(DishRefSchema),
    /** The dishes of `changed` whose price changed, in dollars. */
    priceChanges: v.array(v.object({ ...DishRefSchema.entries, from: v.number(), to: v.number() })),
  }),
});
export type MenuChange = v.InferOutput<typeof MenuChangeSchema>;

/** What marking a dish sold out or back did: `changed` is false when the dish already was so. */
export const AvailabilityChangeSchema = v.object({
  dish: DishRefSchema,
  available: v.boolean(),
  changed: v.boolean(),
});
export type AvailabilityChange = v.InferOutput<typeof AvailabilityChangeSchema>;

/** A valibot issue's path as the API writes it: `sections[0].dishes[3].price`, `[2].hours.timeZone`, `` at the top. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item, index) =>
      typeof item.key === 'number' ? `[${item.key}]` : `${index === 0 ? '' : '.'}${String(item.key)}`,
    )
    .join('');
}

/**
 * Every issue of a parse, as paths and messages.
 * @public
 */
export function menuIssues(issues: readonly v.BaseIssue<unknown>[]): PathIssue[] {
  return issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));
}

/** What a check of a push or a catalog file found: the parsed value, or every error with its path. */
export type Checked<T> = { success: true; output: T } | { success: false; issues: PathIssue[] };

/**
 * Checks `input` with `schema`, listing every error: the fields' first, then those across fields, which run on their
 * own when a field failed (valibot checks an object only once its fields pass), so that one answer lists them all.
 */
function check<T>(
  schema: v.GenericSchema<unknown, T>,
  cross: (input: unknown, add: (message: string, path: IssuePath) => void) => void,
  input: unknown,
): Checked<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const issues = menuIssues(result.issues);
  if (!result.issues.some((issue) => issue.type === 'raw_check')) {
    cross(input, (message, path) => issues.push({ path: pathOf({ path } as v.BaseIssue<unknown>), message }));
  }
  return { success: false, issues };
}

/** Checks a push body: the menu to store, or every error with its path. */
export function checkMenuPush(input: unknown): Checked<MenuPush> {
  return check(MenuPushSchema, (body, add) => crossFieldIssues(body, add), input);
}

/** Checks a catalog file's content: the restaurants to store, or every error with its path. */
export function checkCatalogFile(input: unknown): Checked<CatalogEntry[]> {
  return check(CatalogFileSchema, catalogCrossFieldIssues, input);
}
