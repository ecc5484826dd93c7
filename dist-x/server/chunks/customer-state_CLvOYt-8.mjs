import * as v from "valibot";
import { safeParse } from "valibot";
import { computed } from "nanostores";
import { persistentAtom } from "@nanostores/persistent";
// src/lib/stores/storage-keys.ts
var CUSTOMER_KEY = "customer:v1";
var CART_KEY = "cart:v1";
var GUEST_CART_KEY = "guest-cart:v1";
var CART_EDITS_KEY = "cart-edits:v1";
/** Signed out, the spec sets the customer's email to the text None. */
var SIGNED_OUT_EMAIL = "None";
// src/lib/stores/persisted.ts
/**
* A store kept in localStorage under `key` (which carries the schema version) and decoded through `schema`: anything
* unexpected there, from an old version or a hand edit, reads as `fallback` instead of breaking the page. `isBlank`
* values are not stored at all: the key is removed.
*/
function persistedAtom(key, schema, fallback, isBlank = () => false) {
	return persistentAtom(key, fallback, {
		encode: (value) => isBlank(value) ? void 0 : JSON.stringify(value),
		decode(encoded) {
			try {
				const parsed = safeParse(schema, JSON.parse(encoded));
				return parsed.success ? parsed.output : fallback;
			} catch {
				return fallback;
			}
		}
	});
}
/**
* Every key under which the storefront keeps a customer's data on the device (their cart as last read, the cart they
* filled before signing in, their cart changes not sent yet, their orders, their addresses, what the cart screen has
* to tell them, their sign-in's last token). Listed here, on every page, so that signing out removes them all,
* including those of stores this page never loaded.
*/
var CUSTOMER_DATA_KEYS = [
	CART_KEY,
	GUEST_CART_KEY,
	CART_EDITS_KEY,
	"orders:v1",
	"addresses:v1",
	"cart-notice:v1",
	"kept-token:v1"
];
var blanks = /* @__PURE__ */ new Map();
/** A persisted store of one customer's data (see CUSTOMER_DATA_KEYS); `blank` is its empty value, never stored. */
function customerDataAtom(key, schema, blank, isBlank) {
	const store = persistedAtom(key, schema, blank, isBlank);
	blanks.set(key, () => store.set(blank));
	return store;
}
/**
* Empties every store of customer data and removes their keys from the device, except those in `keep`. Other tabs
* follow through the storage event.
*/
function forgetCustomerData(keep = []) {
	for (const key of CUSTOMER_DATA_KEYS) {
		if (keep.includes(key)) continue;
		blanks.get(key)?.();
		try {
			localStorage.removeItem(key);
		} catch {}
	}
}
// src/lib/auth/profile.ts
/** The customer record the storefront keeps on the client (spec section 3). */
var CustomerProfileSchema = v.object({
	name: v.string(),
	email: v.string(),
	uid: v.string(),
	photoURL: v.nullable(v.string())
});
/** The customer when nobody is signed in. */
var SIGNED_OUT = {
	name: "",
	email: SIGNED_OUT_EMAIL,
	uid: "",
	photoURL: null
};
// src/lib/stores/customer-state.ts
/** The signed-in customer, or SIGNED_OUT (email `None`); kept across reloads and shared between tabs. */
var $customer = persistedAtom(CUSTOMER_KEY, CustomerProfileSchema, SIGNED_OUT);
var $signedIn = computed($customer, (customer) => customer.email !== SIGNED_OUT_EMAIL);
export { forgetCustomerData as a, CUSTOMER_KEY as c, customerDataAtom as i, GUEST_CART_KEY as l, $signedIn as n, CART_EDITS_KEY as o, SIGNED_OUT as r, CART_KEY as s, $customer as t, SIGNED_OUT_EMAIL as u };
