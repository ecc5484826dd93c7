// valibot, as the persisted stores: a build carries only the functions its schemas use
// (docs/decisions/015-valibot-the-one-validation-library.md).
import * as v from 'valibot';
import { lowerCaseEmail } from './identity/email.ts';
import { normalizeSearchTerm } from './catalog/search.ts';

/**
 * The product API's shapes (spec section 3), written once for the endpoints and the client alike. What the server
 * parses carries its own messages, which an API error puts after the field's name (`shippingAddress.street is
 * required`); the answers only the client parses keep valibot's.
 */

/** What an input is, as a message names it: never the input itself, which may be long. */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  return Array.isArray(input) ? 'array' : typeof input;
}

/**
 * The message of a field that is missing or not of `kind`. On an object it also names each missing field of that
 * object, since valibot reports a missing key through the object.
 */
export const expected = (kind: string) => (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? 'is required' : `expected ${kind}, received ${kindOf(issue.input)}`;

/** An object in a request. valibot's object would take an array for one (with every field missing); the API says so. */
/* @__NO_SIDE_EFFECTS__ */
export function requestObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const object = v.object(entries, expected('object'));
  return v.pipe(
    v.custom<v.InferInput<typeof object>>((input) => !Array.isArray(input), expected('object')),
    object,
  );
}

/**
 * A schema only the server parses with; the client uses its type at most. Built inside a call the bundler may drop:
 * Rolldown keeps an unused schema's valibot calls when valibot sits in another chunk (the header's), and with them
 * functions no page needs in every page's header.
 */
/* @__NO_SIDE_EFFECTS__ */
function serverSchema<TSchema>(build: () => TSchema): TSchema {
  return build();
}

const POSITIVE_WHOLE_NUMBER = 'must be a positive whole number';

/**
 * What no address, name, email, key or search needs, refused in every text field a call takes: the C0 and C1 control
 * characters (NUL, ESC, line breaks, DEL, …), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make text read in another order than it is stored (`Main \u202Eteerts` reads "Main streets").
 * PostgreSQL cannot store NUL at all; SQLite would: refusing here answers both databases alike.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses.
const REFUSED_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * The left-to-right and right-to-left marks (U+200E, U+200F) are dropped rather than refused: text copied from a
 * right-to-left page often carries them, they reorder nothing but the punctuation beside them, and a courier needs
 * none of them (docs/decisions/009-text-fields-refuse-control-characters.md).
 */
const DIRECTION_MARKS = /[\u200E\u200F]/gu;

export const REFUSED_CHARACTER_MESSAGE = 'must not contain control characters or bidirectional overrides';

/**
 * Text from a request: a string with direction marks dropped, `trimmed` of white space at its ends (tabs and line
 * breaks there included) if asked, then refused if any refused character is left.
 */
/* @__NO_SIDE_EFFECTS__ */
export function plainText(trimmed = false) {
  const withoutMarks = v.pipe(
    v.string(expected('string')),
    v.transform((text) => text.replace(DIRECTION_MARKS, '')),
  );
  return v.pipe(
    trimmed ? v.pipe(withoutMarks, v.trim()) : withoutMarks,
    v.check((text) => !REFUSED_CHARACTER.test(text), REFUSED_CHARACTER_MESSAGE),
  );
}

/** An id inside a JSON body: a positive whole number (the original client sends numbers). */
export const BodyIdSchema = v.pipe(
  v.number(expected('number')),
  v.integer(POSITIVE_WHOLE_NUMBER),
  v.minValue(1, POSITIVE_WHOLE_NUMBER),
  v.maxValue(999_999_999, 'is too large'),
);

/** Money in dollars, as the spec's clients expect; the server keeps whole cents. */
const DollarsSchema = v.pipe(
  v.number(expected('number')),
  v.finite('must be a finite number'),
  v.minValue(0, 'must not be negative'),
);

/** The dietary tags a dish may carry, in the order they are shown. */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free', 'spicy'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** The days of an opening week, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * A restaurant's opening hours as the catalog answers them: what was pushed (src/lib/catalog/menu-contract.ts checks
 * it there), read here only for its shape. `opening-hours.ts` says what they mean.
 */
const OpeningHoursSchema = v.object({
  timeZone: v.string(),
  weekly: v.array(v.object({ day: v.picklist(WEEKDAYS), open: v.string(), close: v.string() })),
  closed: v.array(v.string()),
});
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

/** How long a delivery takes, in minutes: from `min` to `max`. */
const DeliveryEstimateSchema = v.object({ min: v.number(), max: v.number() });

/**
 * The fields beyond the spec's are optional in what the client reads, with what their absence means (no hours known,
 * no estimate, no sections, no tags, available): an answer from a build without them, in the middle of a rolling
 * deploy or from an origin behind the edge, still reads.
 */
export const RestaurantSchema = v.object({
  id: BodyIdSchema,
  name: v.string(),
  image: v.string(),
  cuisine: v.string(),
  description: v.string(),
  /** null for a restaurant whose hours were never given: no open or closed status is shown, and orders are taken. */
  hours: v.optional(v.nullable(OpeningHoursSchema), null),
  deliveryEstimate: v.optional(v.nullable(DeliveryEstimateSchema), null),
  /** The diets it has at least one dish on sale for, in DIETARY_TAGS' order. */
  diets: v.optional(v.array(v.picklist(DIETARY_TAGS)), []),
});
export type Restaurant = v.InferOutput<typeof RestaurantSchema>;
export const RestaurantListSchema = v.array(RestaurantSchema);

export const MenuItemSchema = v.object({
  id: BodyIdSchema,
  name: v.string(),
  image: v.string(),
  price: DollarsSchema,
  description: v.string(),
  timeAdded: v.pipe(v.string(), v.isoTimestamp()),
  /** The menu section the dish is listed under, `position` counting from 0; null for a dish pushed without one. */
  section: v.optional(v.nullable(v.object({ name: v.string(), position: v.number() })), null),
  dietary: v.optional(v.array(v.picklist(DIETARY_TAGS)), []),
  /** false while the dish is sold out: still listed, but it cannot be added to a cart or ordered. */
  available: v.optional(v.boolean(), true),
});
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;
export const MenuSchema = v.array(MenuItemSchema);

export const PLAIN_ID = /^[1-9][0-9]{0,8}$/;

/** A restaurant or order id as it arrives in a URL or query: a positive whole number, written plainly. */
export const IdParamSchema = serverSchema(() =>
  v.pipe(v.string(expected('string')), v.regex(PLAIN_ID, POSITIVE_WHOLE_NUMBER), v.transform(Number)),
);

/** An id from a URL or query, or undefined when it is not one. */
export function parseIdParam(text: string | null | undefined): number | undefined {
  const result = v.safeParse(IdParamSchema, text);
  return result.success ? result.output : undefined;
}

/**
 * A search term from a page's query string; anything that is not text reads as no search. Refused characters are
 * dropped rather than refused: a search is never stored, no name holds them, and a page answers what it can.
 */
export const SearchTermSchema = serverSchema(() =>
  v.pipe(
    v.fallback(v.string(), ''),
    v.transform((term) => normalizeSearchTerm(term.replace(new RegExp(REFUSED_CHARACTER, 'gu'), ''))),
  ),
);

/** What is wrong with one field of a request: its path (`sections[0].dishes[3].price`) and the problem. */
const ProblemDetailSchema = v.object({ path: v.string(), message: v.string() });
export type ProblemDetail = v.InferOutput<typeof ProblemDetailSchema>;

/** Every API error; the partner API's validation errors list each field's problem in `details`. */
export const ApiErrorSchema = v.object({
  error: v.object({ code: v.string(), message: v.string(), details: v.optional(v.array(ProblemDetailSchema)) }),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

/** The most of one item a cart line may hold: a kitchen's largest sensible order, and a guard against typos. */
export const CART_MAX_QUANTITY = 50;

const WHOLE_NUMBER = 'must be a whole number';
const AT_MOST_CART_MAX = `must be at most ${CART_MAX_QUANTITY}`;

/** A quantity a customer asks for; 0 or less on update removes the line. */
export const CartQuantitySchema = serverSchema(() =>
  v.pipe(v.number(expected('number')), v.safeInteger(WHOLE_NUMBER), v.maxValue(CART_MAX_QUANTITY, AT_MOST_CART_MAX)),
);

/** A quantity of one line of a cart or an order. */
const LineQuantitySchema = v.pipe(
  v.number(expected('number')),
  v.safeInteger(WHOLE_NUMBER),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(CART_MAX_QUANTITY, AT_MOST_CART_MAX),
);

/**
 * Something with one @ and a dot after it. Whether it is the caller's own email is for the server's identity check to
 * say (403 for anything else), so an address beyond ASCII (RFC 6531) is let through to that check rather than called
 * no email at all.
 */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/** The customer's email, the spec's user id. Compared case-insensitively, for ASCII letters only (./email.ts). */
export const UserIdSchema = serverSchema(() =>
  v.pipe(plainText(true), v.transform(lowerCaseEmail), v.regex(EMAIL_ADDRESS, 'must be an email address')),
);

/** Why a dish in a cart cannot be ordered. */
const UNAVAILABLE_REASONS = ['sold-out', 'removed'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** A cart line as the server sends it (spec section 3), and whether its dish can still be ordered. */
export const CartLineSchema = v.object({
  restaurantId: BodyIdSchema,
  restaurantName: v.string(),
  itemId: BodyIdSchema,
  itemName: v.string(),
  itemDescription: v.string(),
  itemPrice: DollarsSchema,
  itemImageUrl: v.string(),
  timeAdded: v.pipe(v.string(), v.isoTimestamp()),
  userId: v.string(),
  quantity: LineQuantitySchema,
  /** false when the dish can no longer be ordered: the line stays, with its name and price, until the customer acts. */
  available: v.optional(v.boolean(), true),
  /** Why an unavailable line is: `sold-out` (it may come back) or `removed` (no longer on the menu); null otherwise. */
  unavailableReason: v.optional(v.nullable(v.picklist(UNAVAILABLE_REASONS)), null),
  /** When the line's restaurant was closed as the cart was read, what it says (`Closed · opens Tue 11:00`); else null. */
  restaurantClosed: v.optional(v.nullable(v.string()), null),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;
export const CartSchema = v.array(CartLineSchema);

/**
 * The cart item payload of add, remove and update (spec section 3). Names, prices, images and times are accepted as
 * the original client sends them but never trusted: the server reads them from the catalog.
 */
export const CartItemPayloadSchema = serverSchema(() =>
  requestObject({
    userId: UserIdSchema,
    restaurantId: BodyIdSchema,
    itemId: BodyIdSchema,
    quantity: v.optional(CartQuantitySchema),
    restaurantName: v.optional(plainText()),
    itemName: v.optional(plainText()),
    itemPrice: v.optional(v.number(expected('number'))),
    itemDescription: v.optional(plainText()),
    itemImageUrl: v.optional(plainText()),
    timeAdded: v.optional(plainText()),
  }),
);
export type CartItemPayload = v.InferInput<typeof CartItemPayloadSchema>;

export const ClearCartPayloadSchema = serverSchema(() => requestObject({ userId: UserIdSchema }));

/** What every cart mutation answers: the line it touched (null once removed) and the cart's new line count. */
export const CartMutationResultSchema = v.object({
  line: v.nullable(CartLineSchema),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type CartMutationResult = v.InferOutput<typeof CartMutationResultSchema>;

/** The number of lines in the cart (spec: the count is the number of lines, not of items). */
export const CartCountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const AddressFieldSchema = v.pipe(plainText(true), v.minLength(1, 'is required'), v.maxLength(100, 'is too long'));

const ADDRESS_ENTRIES = {
  street: AddressFieldSchema,
  buildingNumber: AddressFieldSchema,
  apartmentNumber: AddressFieldSchema,
  city: AddressFieldSchema,
  zipCode: AddressFieldSchema,
};

const ShippingAddressSchema = requestObject(ADDRESS_ENTRIES);
export type ShippingAddress = v.InferOutput<typeof ShippingAddressSchema>;

/** The most lines one order may hold, and so one cart (src/lib/cart/cart.server.ts): every cart can be checked out. */
export const ORDER_MAX_LINES = 100;

/** What the client sends to place an order (spec: "Order as placed"); lines are priced again by the server. */
export const PlaceOrderSchema = serverSchema(() =>
  requestObject({
    user: requestObject({ userId: UserIdSchema }),
    shippingAddress: ShippingAddressSchema,
    totalCost: DollarsSchema,
    orderItems: v.pipe(
      v.array(
        requestObject({ restaurantId: BodyIdSchema, itemId: BodyIdSchema, quantity: LineQuantitySchema }),
        expected('array'),
      ),
      v.minLength(1, 'must hold at least one item'),
      v.maxLength(ORDER_MAX_LINES, `must hold at most ${ORDER_MAX_LINES} items`),
    ),
  }),
);
export type PlaceOrder = v.InferInput<typeof PlaceOrderSchema>;

/** The order of statuses an order goes through after it is placed, as the restaurant's kitchen moves it. */
export const ORDER_STATUSES = [
  'Submitted',
  'Preparing',
  'Prepared',
  'ReadyForDelivery',
  'OutForDelivery',
  'Delivered',
] as const;
/** Where an order stops short of Delivered: refused by the restaurant, or cancelled (by it or the storefront). */
export const STOPPED_STATUSES = ['Rejected', 'Cancelled'] as const;
export const OrderStatusSchema = v.picklist([...ORDER_STATUSES, ...STOPPED_STATUSES]);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

const InstantSchema = v.pipe(v.string(), v.isoTimestamp());

/** One restaurant's part of an order, as the kitchen moves it: every status it reached, with the time. */
const OrderPartSchema = v.object({
  restaurantId: BodyIdSchema,
  status: OrderStatusSchema,
  /** Why it was rejected or cancelled. */
  reason: v.optional(v.string()),
  /** Every status the part reached, oldest first, Submitted (its placement) included. */
  changes: v.array(v.object({ status: OrderStatusSchema, at: InstantSchema })),
  /** When this part should arrive, from the restaurant's estimate and its status; when it arrived or stopped. */
  estimatedDeliveryTime: InstantSchema,
});
export type OrderPart = v.InferOutput<typeof OrderPartSchema>;

/**
 * An order as listed (spec section 3). `status` is the least advanced of its parts still under way, and once none is,
 * Delivered, or Rejected or Cancelled when no part was delivered (order-status.ts). `parts` is ours, beside the spec's
 * fields; copies kept on a device by an earlier build have none.
 */
export const OrderSchema = v.object({
  orderId: BodyIdSchema,
  status: OrderStatusSchema,
  estimatedDeliveryTime: InstantSchema,
  totalCost: DollarsSchema,
  shippingAddress: ShippingAddressSchema,
  orderItems: v.array(
    v.object({
      itemId: BodyIdSchema,
      itemName: v.string(),
      itemImageUrl: v.string(),
      itemPrice: DollarsSchema,
      quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      restaurantId: BodyIdSchema,
    }),
  ),
  parts: v.optional(v.array(OrderPartSchema)),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export const OrderListSchema = v.array(OrderSchema);

/** get-order-details takes `{ orderId }`; a whole listed order is accepted too (its other fields are ignored). */
export const OrderDetailsRequestSchema = serverSchema(() =>
  requestObject({ orderId: v.union([BodyIdSchema, IdParamSchema], POSITIVE_WHOLE_NUMBER) }),
);

/** The Idempotency-Key header of place-order: any client-made unique string. */
export const IdempotencyKeySchema = serverSchema(() =>
  v.pipe(
    plainText(true),
    v.minLength(8, 'must be at least 8 characters'),
    v.maxLength(200, 'must be at most 200 characters'),
  ),
);

/** The most delivery addresses one customer keeps: enough for home, work and a few more, and a short list to pick from. */
export const SAVED_ADDRESS_LIMIT = 5;

/** A delivery address the customer keeps on the server, to pick at checkout. */
export const SavedAddressSchema = v.object({ addressId: BodyIdSchema, ...ADDRESS_ENTRIES });
export type SavedAddress = v.InferOutput<typeof SavedAddressSchema>;
/** The customer's saved addresses, most recently used first. */
export const SavedAddressListSchema = v.array(SavedAddressSchema);

/** `POST /address-book-api/save-address`. */
export const SaveAddressRequestSchema = serverSchema(() =>
  requestObject({ userId: UserIdSchema, address: ShippingAddressSchema }),
);

/** `POST /address-book-api/delete-address`. */
export const DeleteAddressRequestSchema = serverSchema(() =>
  requestObject({ userId: UserIdSchema, addressId: BodyIdSchema }),
);

/**
 * What delete-address answers once the address is gone. `custom` rather than `literal`: the header's chunk, on every
 * page, carries every valibot function an island's schemas call, and it has `custom` already.
 */
export const AddressDeletedSchema = v.object({ deleted: v.custom<true>((input) => input === true) });
