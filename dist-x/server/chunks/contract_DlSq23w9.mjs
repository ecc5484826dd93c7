import { n as normalizeSearchTerm } from "./search_Coc8mE2b.mjs";
import * as v from "valibot";
// src/lib/email.ts
/**
* An email address as the storefront compares it: the letters A to Z lower-cased, every other character left as it
* is. Unicode case folding would let a look-alike stand for a plain letter (the Kelvin sign U+212A lower-cases to `k`),
* so one account's email could be made to read as another's.
*/
function lowerCaseEmail(email) {
	return email.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
// src/lib/contract.ts
/**
* The product API's shapes (spec section 3), written once for the endpoints and the client alike. What the server
* parses carries its own messages, which an API error puts after the field's name (`shippingAddress.street is
* required`); the answers only the client parses keep valibot's.
*/
/** What an input is, as a message names it: never the input itself, which may be long. */
function kindOf(input) {
	if (input === null) return "null";
	return Array.isArray(input) ? "array" : typeof input;
}
/**
* The message of a field that is missing or not of `kind`. On an object it also names each missing field of that
* object, since valibot reports a missing key through the object.
*/
var expected = (kind) => (issue) => issue.input === void 0 ? "is required" : `expected ${kind}, received ${kindOf(issue.input)}`;
/** An object in a request. valibot's object would take an array for one (with every field missing); the API says so. */
/* @__NO_SIDE_EFFECTS__ */
function requestObject(entries) {
	const object = v.object(entries, expected("object"));
	return v.pipe(v.custom((input) => !Array.isArray(input), expected("object")), object);
}
/**
* A schema only the server parses with; the client uses its type at most. Built inside a call the bundler may drop:
* Rolldown keeps an unused schema's valibot calls when valibot sits in another chunk (the header's), and with them
* functions no page needs in every page's header.
*/
/* @__NO_SIDE_EFFECTS__ */
function serverSchema(build) {
	return build();
}
var POSITIVE_WHOLE_NUMBER = "must be a positive whole number";
/**
* What no address, name, email, key or search needs, refused in every text field a call takes: the C0 and C1 control
* characters (NUL, ESC, line breaks, DEL, …), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
* U+2066–U+2069), which make text read in another order than it is stored (`Main \u202Eteerts` reads "Main streets").
* PostgreSQL cannot store NUL at all; SQLite would: refusing here answers both databases alike.
*/
var REFUSED_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/**
* The left-to-right and right-to-left marks (U+200E, U+200F) are dropped rather than refused: text copied from a
* right-to-left page often carries them, they reorder nothing but the punctuation beside them, and a courier needs
* none of them (docs/decisions.md, "Every write is bounded").
*/
var DIRECTION_MARKS = /[\u200E\u200F]/gu;
var REFUSED_CHARACTER_MESSAGE = "must not contain control characters or bidirectional overrides";
/**
* Text from a request: a string with direction marks dropped, `trimmed` of white space at its ends (tabs and line
* breaks there included) if asked, then refused if any refused character is left.
*/
/* @__NO_SIDE_EFFECTS__ */
function plainText(trimmed = false) {
	const withoutMarks = v.pipe(v.string(expected("string")), v.transform((text) => text.replace(DIRECTION_MARKS, "")));
	return v.pipe(trimmed ? v.pipe(withoutMarks, v.trim()) : withoutMarks, v.check((text) => !REFUSED_CHARACTER.test(text), REFUSED_CHARACTER_MESSAGE));
}
/** An id inside a JSON body: a positive whole number (the original client sends numbers). */
var BodyIdSchema = v.pipe(v.number(expected("number")), v.integer(POSITIVE_WHOLE_NUMBER), v.minValue(1, POSITIVE_WHOLE_NUMBER), v.maxValue(999999999, "is too large"));
/** Money in dollars, as the spec's clients expect; the server keeps whole cents. */
var DollarsSchema = v.pipe(v.number(expected("number")), v.finite("must be a finite number"), v.minValue(0, "must not be negative"));
var RestaurantSchema = v.object({
	id: BodyIdSchema,
	name: v.string(),
	image: v.string(),
	cuisine: v.string(),
	description: v.string()
});
var RestaurantListSchema = v.array(RestaurantSchema);
var MenuItemSchema = v.object({
	id: BodyIdSchema,
	name: v.string(),
	image: v.string(),
	price: DollarsSchema,
	description: v.string(),
	timeAdded: v.pipe(v.string(), v.isoTimestamp())
});
var MenuSchema = v.array(MenuItemSchema);
var PLAIN_ID = /^[1-9][0-9]{0,8}$/;
/** A restaurant or order id as it arrives in a URL or query: a positive whole number, written plainly. */
var IdParamSchema = /* @__PURE__ */ serverSchema(() => v.pipe(v.string(expected("string")), v.regex(PLAIN_ID, POSITIVE_WHOLE_NUMBER), v.transform(Number)));
/** An id from a URL or query, or undefined when it is not one. */
function parseIdParam(text) {
	const result = v.safeParse(IdParamSchema, text);
	return result.success ? result.output : void 0;
}
/**
* A search term from a page's query string; anything that is not text reads as no search. Refused characters are
* dropped rather than refused: a search is never stored, no name holds them, and a page answers what it can.
*/
var SearchTermSchema = /* @__PURE__ */ serverSchema(() => v.pipe(v.fallback(v.string(), ""), v.transform((term) => normalizeSearchTerm(term.replace(new RegExp(REFUSED_CHARACTER, "gu"), "")))));
var ApiErrorSchema = v.object({ error: v.object({
	code: v.string(),
	message: v.string()
}) });
var WHOLE_NUMBER = "must be a whole number";
var AT_MOST_CART_MAX = `must be at most 50`;
/** A quantity a customer asks for; 0 or less on update removes the line. */
var CartQuantitySchema = /* @__PURE__ */ serverSchema(() => v.pipe(v.number(expected("number")), v.safeInteger(WHOLE_NUMBER), v.maxValue(50, AT_MOST_CART_MAX)));
/** A quantity of one line of a cart or an order. */
var LineQuantitySchema = v.pipe(v.number(expected("number")), v.safeInteger(WHOLE_NUMBER), v.minValue(1, "must be at least 1"), v.maxValue(50, AT_MOST_CART_MAX));
/**
* Something with one @ and a dot after it. Whether it is the caller's own email is for the server's identity check to
* say (403 for anything else), so an address beyond ASCII (RFC 6531) is let through to that check rather than called
* no email at all.
*/
var EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;
/** The customer's email, the spec's user id. Compared case-insensitively, for ASCII letters only (./email.ts). */
var UserIdSchema = /* @__PURE__ */ serverSchema(() => v.pipe(/* @__PURE__ */ plainText(true), v.transform(lowerCaseEmail), v.regex(EMAIL_ADDRESS, "must be an email address")));
/** A cart line as the server sends it (spec section 3). */
var CartLineSchema = v.object({
	restaurantId: BodyIdSchema,
	restaurantName: v.string(),
	itemId: BodyIdSchema,
	itemName: v.string(),
	itemDescription: v.string(),
	itemPrice: DollarsSchema,
	itemImageUrl: v.string(),
	timeAdded: v.pipe(v.string(), v.isoTimestamp()),
	userId: v.string(),
	quantity: LineQuantitySchema
});
var CartSchema = v.array(CartLineSchema);
/**
* The cart item payload of add, remove and update (spec section 3). Names, prices, images and times are accepted as
* the original client sends them but never trusted: the server reads them from the catalog.
*/
var CartItemPayloadSchema = /* @__PURE__ */ serverSchema(() => /* @__PURE__ */ requestObject({
	userId: UserIdSchema,
	restaurantId: BodyIdSchema,
	itemId: BodyIdSchema,
	quantity: v.optional(CartQuantitySchema),
	restaurantName: v.optional(/* @__PURE__ */ plainText()),
	itemName: v.optional(/* @__PURE__ */ plainText()),
	itemPrice: v.optional(v.number(expected("number"))),
	itemDescription: v.optional(/* @__PURE__ */ plainText()),
	itemImageUrl: v.optional(/* @__PURE__ */ plainText()),
	timeAdded: v.optional(/* @__PURE__ */ plainText())
}));
var ClearCartPayloadSchema = /* @__PURE__ */ serverSchema(() => /* @__PURE__ */ requestObject({ userId: UserIdSchema }));
/** What every cart mutation answers: the line it touched (null once removed) and the cart's new line count. */
var CartMutationResultSchema = v.object({
	line: v.nullable(CartLineSchema),
	count: v.pipe(v.number(), v.safeInteger(), v.minValue(0))
});
/** The number of lines in the cart (spec: the count is the number of lines, not of items). */
var CartCountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
var AddressFieldSchema = v.pipe(/* @__PURE__ */ plainText(true), v.minLength(1, "is required"), v.maxLength(100, "is too long"));
var ADDRESS_ENTRIES = {
	street: AddressFieldSchema,
	buildingNumber: AddressFieldSchema,
	apartmentNumber: AddressFieldSchema,
	city: AddressFieldSchema,
	zipCode: AddressFieldSchema
};
var ShippingAddressSchema = /* @__PURE__ */ requestObject(ADDRESS_ENTRIES);
/** What the client sends to place an order (spec: "Order as placed"); lines are priced again by the server. */
var PlaceOrderSchema = /* @__PURE__ */ serverSchema(() => /* @__PURE__ */ requestObject({
	user: /* @__PURE__ */ requestObject({ userId: UserIdSchema }),
	shippingAddress: ShippingAddressSchema,
	totalCost: DollarsSchema,
	orderItems: v.pipe(v.array(/* @__PURE__ */ requestObject({
		restaurantId: BodyIdSchema,
		itemId: BodyIdSchema,
		quantity: LineQuantitySchema
	}), expected("array")), v.minLength(1, "must hold at least one item"), v.maxLength(100, `must hold at most 100 items`))
}));
/** The order of statuses an order goes through after it is placed. */
var ORDER_STATUSES = [
	"Submitted",
	"Preparing",
	"Prepared",
	"ReadyForDelivery",
	"OutForDelivery",
	"Delivered"
];
var OrderStatusSchema = v.picklist(ORDER_STATUSES);
/** An order as listed (spec section 3). */
var OrderSchema = v.object({
	orderId: BodyIdSchema,
	status: OrderStatusSchema,
	estimatedDeliveryTime: v.pipe(v.string(), v.isoTimestamp()),
	totalCost: DollarsSchema,
	shippingAddress: ShippingAddressSchema,
	orderItems: v.array(v.object({
		itemId: BodyIdSchema,
		itemName: v.string(),
		itemImageUrl: v.string(),
		itemPrice: DollarsSchema,
		quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
		restaurantId: BodyIdSchema
	}))
});
var OrderListSchema = v.array(OrderSchema);
/** get-order-details takes `{ orderId }`; a whole listed order is accepted too (its other fields are ignored). */
var OrderDetailsRequestSchema = /* @__PURE__ */ serverSchema(() => /* @__PURE__ */ requestObject({ orderId: v.union([BodyIdSchema, IdParamSchema], POSITIVE_WHOLE_NUMBER) }));
/** The Idempotency-Key header of place-order: any client-made unique string. */
var IdempotencyKeySchema = /* @__PURE__ */ serverSchema(() => v.pipe(/* @__PURE__ */ plainText(true), v.minLength(8, "must be at least 8 characters"), v.maxLength(200, "must be at most 200 characters")));
/** A delivery address the customer keeps on the server, to pick at checkout. */
var SavedAddressSchema = v.object({
	addressId: BodyIdSchema,
	...ADDRESS_ENTRIES
});
/** The customer's saved addresses, most recently used first. */
var SavedAddressListSchema = v.array(SavedAddressSchema);
/** `POST /address-book-api/save-address`. */
var SaveAddressRequestSchema = /* @__PURE__ */ serverSchema(() => /* @__PURE__ */ requestObject({
	userId: UserIdSchema,
	address: ShippingAddressSchema
}));
/** `POST /address-book-api/delete-address`. */
var DeleteAddressRequestSchema = /* @__PURE__ */ serverSchema(() => /* @__PURE__ */ requestObject({
	userId: UserIdSchema,
	addressId: BodyIdSchema
}));
/**
* What delete-address answers once the address is gone. `custom` rather than `literal`: the header's chunk, on every
* page, carries every valibot function an island's schemas call, and it has `custom` already.
*/
var AddressDeletedSchema = v.object({ deleted: v.custom((input) => input === true) });
export { SearchTermSchema as C, lowerCaseEmail as E, SavedAddressSchema as S, parseIdParam as T, PLAIN_ID as _, CartMutationResultSchema as a, SaveAddressRequestSchema as b, ClearCartPayloadSchema as c, IdempotencyKeySchema as d, MenuSchema as f, OrderSchema as g, OrderListSchema as h, CartItemPayloadSchema as i, DeleteAddressRequestSchema as l, OrderDetailsRequestSchema as m, ApiErrorSchema as n, CartQuantitySchema as o, ORDER_STATUSES as p, CartCountSchema as r, CartSchema as s, AddressDeletedSchema as t, IdParamSchema as u, PlaceOrderSchema as v, UserIdSchema as w, SavedAddressListSchema as x, RestaurantListSchema as y };
