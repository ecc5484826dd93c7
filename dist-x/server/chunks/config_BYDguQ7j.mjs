/**
* Catalog pages and reads: a CDN may serve them for a minute and keep serving a stale copy for ten while it refreshes
* in the background; browsers always revalidate so a customer never sees an old menu after a reload.
*/
var CATALOG_CACHE_CONTROL = `public, max-age=0, s-maxage=60, stale-while-revalidate=600`;
/** Anything about one customer: never stored by a shared cache. */
var PRIVATE_CACHE_CONTROL = "private, no-store";
var SEARCH_PLACEHOLDER = "Search for restaurants or cuisines...";
var STORE_NAME = "Cymbal Eats";
/** The product API's path prefixes (spec section 7), and the address book's of our own. */
var API_PREFIXES = [
	"restaurants-api",
	"restaurant-details-api",
	"shopping-cart-api",
	"order-mgmt-api",
	"address-book-api"
];
export { STORE_NAME as a, SEARCH_PLACEHOLDER as i, CATALOG_CACHE_CONTROL as n, PRIVATE_CACHE_CONTROL as r, API_PREFIXES as t };
