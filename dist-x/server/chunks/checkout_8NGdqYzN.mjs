import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent } from "./compiler_BTGhIvGj.mjs";
import { C as $cart, D as toCartLine, N as formatPrice, O as totalOf, T as $cartTotal, _ as $cartFilling, b as $orderPlaced, d as sameCustomerCheck, f as isOffline, g as api, h as HttpError, i as loadCart, l as hasWaitingEdits, m as idToken, r as forgetCart, u as syncCartEdits, v as $cartLoaded, w as $cartItems } from "./cart_DoWl_KEk.mjs";
import { S as SavedAddressSchema } from "./contract_DlSq23w9.mjs";
import { i as $knownOrders, r as remember, u as customerList } from "./orders_ijdp-vIm.mjs";
import { n as $signedIn, t as $customer } from "./customer-state_CLvOYt-8.mjs";
import { a as useOnDevice, c as Loading, d as EMPTY_CART, f as LOADING, h as definePart, i as renderParts, l as SignInPrompt, m as loadingScreen, n as part, p as SIGN_IN_PROMPT, r as partSet, s as EmptyCart, t as $$CustomerScreenLayout } from "./CustomerScreenLayout_30gNtIqU.mjs";
import { createContext, useContext, useState } from "react";
import { atom, computed } from "nanostores";
import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/lib/address.ts
/** The five fields of a delivery address, in the order the customer reads them. */
var ADDRESS_FIELDS = [
	"street",
	"buildingNumber",
	"apartmentNumber",
	"city",
	"zipCode"
];
/** An address on one line, as the order facts and the saved addresses show it. */
function formatAddress({ street, buildingNumber, apartmentNumber, city, zipCode }) {
	return `${street} ${buildingNumber}, Apt ${apartmentNumber}, ${city} ${zipCode}`;
}
/**
* Whether two addresses lead to the same door: the same fields once case, Unicode form and runs of spaces are set
* aside, as the address book on the server compares them.
*/
function sameAddress(a, b) {
	const canonical = (text) => text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
	return ADDRESS_FIELDS.every((field) => canonical(a[field]) === canonical(b[field]));
}
/** Just the five fields (a saved address also carries its id). */
function addressOf(address) {
	const { street, buildingNumber, apartmentNumber, city, zipCode } = address;
	return {
		street,
		buildingNumber,
		apartmentNumber,
		city,
		zipCode
	};
}
// src/lib/stores/addresses-state.ts
var book = customerList("addresses:v1", SavedAddressSchema);
/** The signed-in customer's saved addresses this device knows, most recently used first. */
var $savedAddresses = book.$items;
/** Keeps the signed-in customer's saved addresses on the device. */
var keepAddresses = book.keep;
/** What the last save or removal of an address came to, for the customer to read, or ''. */
var $addressMessage = atom("");
// src/lib/views/checkout-screen.ts
var CHECKOUT = definePart("checkout", [], ["summary", "delivery"]);
var ORDER_SUMMARY = definePart("order-summary", ["total"], ["lines"]);
var SUMMARY_LINE = definePart("summary-line", [
	"restaurant",
	"name",
	"price",
	"quantity"
]);
var DELIVERY_FORM = definePart("delivery-form", [
	"name",
	"street",
	"buildingNumber",
	"apartmentNumber",
	"city",
	"zipCode",
	"total"
], ["addresses"]);
var SAVED_ADDRESSES = definePart("saved-addresses", [], ["options"]);
var ADDRESS_OPTION = definePart("address-option", [
	"addressId",
	"street",
	"buildingNumber",
	"apartmentNumber",
	"city",
	"zipCode",
	"text",
	"pressed"
]);
var ORDER_PLACED = definePart("order-placed");
var BLANK = {
	street: "",
	buildingNumber: "",
	apartmentNumber: "",
	city: "",
	zipCode: ""
};
/** The address the form starts with: the last order's, else the most recently used saved one, else none. */
function offeredAddress(orders, saved) {
	const last = orders[0]?.shippingAddress ?? saved[0];
	return last ? addressOf(last) : BLANK;
}
function summary(items, total) {
	return ORDER_SUMMARY({ total: formatPrice(total) }, { lines: items.map((item) => SUMMARY_LINE({
		restaurant: item.restaurantName || "Unknown Restaurant",
		name: item.name,
		price: formatPrice(item.price),
		quantity: String(item.quantity)
	}, {}, String(item.id))) });
}
/**
* The checkout: the order summary and the delivery form, pre-filled with the last order's address and offering the
* saved ones; signed out, the summary and Sign In.
*/
function checkoutScreen(state) {
	if (state.placed) return [ORDER_PLACED({})];
	const { items, total } = state;
	if (!state.signedIn) {
		if (items.length === 0) return [SIGN_IN_PROMPT({ text: "Sign in to check out." })];
		return [CHECKOUT({}, {
			summary: [summary(items, total)],
			delivery: [SIGN_IN_PROMPT({ text: "Sign in to check out: what you picked comes with you." })]
		})];
	}
	if (items.length === 0) return state.loaded && !state.filling ? [EMPTY_CART({})] : [LOADING({ text: "Loading your order…" })];
	const offered = offeredAddress(state.orders, state.saved);
	const options = state.saved.map((address) => ADDRESS_OPTION({
		addressId: String(address.addressId),
		...addressOf(address),
		text: formatAddress(address),
		pressed: String(sameAddress(address, offered))
	}, {}, String(address.addressId)));
	return [CHECKOUT({}, {
		summary: [summary(items, total)],
		delivery: [DELIVERY_FORM({
			name: state.customerName,
			...offered,
			total: formatPrice(total)
		}, { addresses: options.length > 0 ? [SAVED_ADDRESSES({}, { options })] : [] })]
	})];
}
var $checkoutScreen = computed([
	$signedIn,
	$customer,
	$cartItems,
	$cartTotal,
	$cartLoaded,
	$cartFilling,
	$orderPlaced,
	$knownOrders,
	$savedAddresses
], (signedIn, customer, items, total, loaded, filling, placed, orders, saved) => checkoutScreen({
	signedIn,
	customerName: customer.name,
	items,
	total,
	loaded,
	filling,
	placed,
	orders,
	saved
}));
// src/lib/stores/addresses.ts
/** Saves a delivery address in the customer's address book (the same one saved before is only moved to the top). */
async function saveAddress(address) {
	$addressMessage.set("");
	const sameCustomer = sameCustomerCheck();
	const token = await idToken();
	if (!token) return false;
	try {
		const saved = await api.saveAddress(token, $customer.get().email, address);
		if (!sameCustomer()) return false;
		const before = $savedAddresses.get();
		const known = before.some((candidate) => candidate.addressId === saved.addressId);
		keepAddresses([saved, ...before.filter((candidate) => candidate.addressId !== saved.addressId)]);
		$addressMessage.set(known ? "This address was saved already." : "Address saved.");
		return true;
	} catch (error) {
		$addressMessage.set(error instanceof HttpError ? error.message : "We could not save this address.");
		return false;
	}
}
/** Removes a saved address. */
async function removeAddress(addressId) {
	$addressMessage.set("");
	const token = await idToken();
	if (!token) return false;
	try {
		await api.deleteAddress(token, $customer.get().email, addressId);
	} catch (error) {
		if (!(error instanceof HttpError && error.status === 404)) {
			$addressMessage.set(error instanceof HttpError ? error.message : "We could not remove this address.");
			return false;
		}
	}
	keepAddresses($savedAddresses.get().filter((address) => address.addressId !== addressId));
	$addressMessage.set("Address removed.");
	return true;
}
// src/lib/stores/checkout.ts
/** Said when the device is offline: an order is never kept to be sent later without the customer knowing. */
var OFFLINE_ORDER_MESSAGE = "You are offline, so your order cannot be placed now. Your cart and delivery details are kept: place the order once you are back online.";
/** Said when the connection dropped while the order was on its way: the retry carries the same Idempotency-Key. */
var DROPPED_ORDER_MESSAGE = "The connection dropped before the store answered. Your cart and details are kept: place the order again once you are back online, and it will not be placed twice.";
/**
* One key per distinct order attempt: a retry or a double submit of the same cart reuses it, so an order whose answer
* was lost with the connection is found, not placed again.
*/
var attempt;
function idempotencyKey(signature) {
	if (attempt?.signature !== signature) attempt = {
		signature,
		key: crypto.randomUUID()
	};
	return attempt.key;
}
/**
* Places the order for the customer's cart as it stands, priced by the server. The cart is forgotten only once the
* server has accepted the order (which then joins the orders the device knows); on failure it stays and the outcome
* says why.
*/
async function placeOrder(shippingAddress) {
	if (isOffline()) return {
		ok: false,
		message: OFFLINE_ORDER_MESSAGE
	};
	if (hasWaitingEdits() && !await syncCartEdits()) return {
		ok: false,
		message: OFFLINE_ORDER_MESSAGE
	};
	const items = $cart.get();
	if (items.length === 0) return {
		ok: false,
		message: "Your cart is empty."
	};
	const sameCustomer = sameCustomerCheck();
	const token = await idToken();
	if (!token) return {
		ok: false,
		message: "Please sign in to place your order."
	};
	const order = {
		user: { userId: $customer.get().email },
		shippingAddress,
		totalCost: totalOf(items),
		orderItems: items.map(toCartLine)
	};
	try {
		const placed = await api.placeOrder(token, order, idempotencyKey(JSON.stringify(order)));
		attempt = void 0;
		if (sameCustomer()) {
			remember(placed);
			forgetCart();
		}
		$orderPlaced.set(true);
		return {
			ok: true,
			order: placed
		};
	} catch (error) {
		if (error instanceof HttpError && error.code === "total_mismatch") await loadCart();
		if (error instanceof HttpError && error.status === 0) return {
			ok: false,
			message: DROPPED_ORDER_MESSAGE
		};
		return {
			ok: false,
			message: error instanceof HttpError ? error.message : "We could not place your order. Please try again."
		};
	}
}
// src/islands/parts/checkout.tsx
/** Where the customer goes once the order is placed. */
var CONFIRMATION_PATH = "/order-confirmation";
/** Long enough to read "Order placed successfully!" before the confirmation page. */
var SUCCESS_PAUSE_MS = 1200;
/**
* The delivery form's fields. The autocomplete tokens let the browser fill a known address in one tap; the zip code
* brings up the digits keyboard (the store delivers to US addresses, whose zip codes are digits).
*/
var FIELDS = [
	{
		name: "name",
		label: "Name",
		autoComplete: "name",
		inputMode: void 0,
		autoCapitalize: "words"
	},
	{
		name: "street",
		label: "Street",
		autoComplete: "address-line1",
		inputMode: void 0,
		autoCapitalize: "words"
	},
	{
		name: "buildingNumber",
		label: "Building#",
		autoComplete: "address-line2",
		inputMode: void 0,
		autoCapitalize: void 0
	},
	{
		name: "apartmentNumber",
		label: "Apartment#",
		autoComplete: "address-line3",
		inputMode: void 0,
		autoCapitalize: void 0
	},
	{
		name: "city",
		label: "City",
		autoComplete: "address-level2",
		inputMode: void 0,
		autoCapitalize: "words"
	},
	{
		name: "zipCode",
		label: "ZipCode",
		autoComplete: "postal-code",
		inputMode: "numeric",
		autoCapitalize: void 0
	}
];
/** The delivery form's address and how to fill it with a saved one, for the saved addresses inside the form. */
var AddressPicking = createContext(null);
function Checkout({ summary, delivery }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "checkout",
		children: [summary, delivery]
	});
}
function OrderSummary({ total, lines }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "checkout__summary",
		"aria-labelledby": "summary-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "summary-heading",
				children: "Order summary"
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "summary-lines",
				children: lines
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "cart-summary__total",
				children: ["Total: ", /* @__PURE__ */ jsx("strong", { children: total })]
			})
		]
	});
}
function SummaryLine({ restaurant, name, price, quantity }) {
	return /* @__PURE__ */ jsxs("li", { children: [
		/* @__PURE__ */ jsx("span", {
			className: "summary-lines__restaurant",
			children: restaurant
		}),
		/* @__PURE__ */ jsx("span", {
			className: "summary-lines__item",
			children: name
		}),
		/* @__PURE__ */ jsxs("span", {
			className: "summary-lines__price",
			children: [
				price,
				" x ",
				quantity
			]
		})
	] });
}
function DeliveryForm({ addresses, total, name, ...offered }) {
	const [fields, setFields] = useState({
		name,
		...offered
	});
	const [edited, setEdited] = useState(false);
	const offer = JSON.stringify(offered);
	const [shownOffer, setShownOffer] = useState(offer);
	if (offer !== shownOffer) {
		setShownOffer(offer);
		if (!edited) setFields((current) => ({
			...current,
			...offered
		}));
	}
	const [phase, setPhase] = useState({ state: "editing" });
	const addressMessage = useStore($addressMessage);
	const address = {
		street: fields.street.trim(),
		buildingNumber: fields.buildingNumber.trim(),
		apartmentNumber: fields.apartmentNumber.trim(),
		city: fields.city.trim(),
		zipCode: fields.zipCode.trim()
	};
	const change = (event) => {
		const { name: field, value } = event.currentTarget;
		setEdited(true);
		setFields((current) => ({
			...current,
			[field]: value
		}));
	};
	const save = async (form) => {
		if (!ADDRESS_FIELDS.map((field) => form?.elements.namedItem(field)).every((input) => input instanceof HTMLInputElement && input.reportValidity())) return;
		await saveAddress(address);
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		if (phase.state === "placing") return;
		setPhase({ state: "placing" });
		const outcome = await placeOrder(address);
		if (!outcome.ok) {
			setPhase({
				state: "failed",
				message: outcome.message
			});
			return;
		}
		setTimeout(() => location.assign(CONFIRMATION_PATH), SUCCESS_PAUSE_MS);
	};
	const placing = phase.state === "placing";
	return /* @__PURE__ */ jsxs("form", {
		className: "form checkout__form",
		onSubmit,
		"aria-labelledby": "delivery-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "delivery-heading",
				children: "Delivery address"
			}),
			/* @__PURE__ */ jsx(AddressPicking.Provider, {
				value: {
					current: address,
					pick: (picked) => {
						setEdited(true);
						setFields((current) => ({
							...current,
							...picked
						}));
					}
				},
				children: addresses
			}),
			FIELDS.map((field) => /* @__PURE__ */ jsxs("label", { children: [field.label, /* @__PURE__ */ jsx("input", {
				name: field.name,
				value: fields[field.name],
				onChange: change,
				required: true,
				pattern: ".*\\S.*",
				title: `Please enter your ${field.label.replace("#", " number").toLowerCase()}.`,
				maxLength: 100,
				autoComplete: field.autoComplete,
				inputMode: field.inputMode,
				autoCapitalize: field.autoCapitalize,
				disabled: placing
			})] }, field.name)),
			/* @__PURE__ */ jsxs("div", {
				className: "checkout__save",
				children: [/* @__PURE__ */ jsx("button", {
					className: "btn btn--ghost",
					type: "button",
					disabled: placing,
					onClick: (event) => void save(event.currentTarget.form),
					children: "Save this address"
				}), /* @__PURE__ */ jsx("p", {
					className: "checkout__save-message",
					role: "status",
					children: addressMessage
				})]
			}),
			phase.state === "failed" && /* @__PURE__ */ jsx("p", {
				className: "alert",
				role: "alert",
				children: phase.message
			}),
			/* @__PURE__ */ jsx("button", {
				className: "btn",
				type: "submit",
				disabled: placing,
				"aria-busy": placing,
				children: placing ? "Placing your order…" : `Place Order (${total})`
			})
		]
	});
}
function SavedAddresses({ options }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "saved-addresses",
		children: [/* @__PURE__ */ jsx("legend", { children: "Your saved addresses" }), /* @__PURE__ */ jsx("ul", { children: options })]
	});
}
function AddressOption({ addressId, text, pressed, ...saved }) {
	const picking = useContext(AddressPicking);
	return /* @__PURE__ */ jsxs("li", {
		className: "address-option",
		children: [/* @__PURE__ */ jsx("button", {
			className: "address-option__pick",
			type: "button",
			"aria-pressed": picking ? sameAddress(picking.current, saved) : pressed,
			onClick: () => picking?.pick(saved),
			children: text
		}), /* @__PURE__ */ jsx("button", {
			className: "btn btn--ghost",
			type: "button",
			"aria-label": `Remove ${text}`,
			onClick: () => void removeAddress(Number(addressId)),
			children: "Remove"
		})]
	});
}
function OrderPlaced() {
	return /* @__PURE__ */ jsx("p", {
		className: "success",
		role: "status",
		children: "Order placed successfully!"
	});
}
/** Every part of the checkout. */
var CHECKOUT_PARTS = partSet(part(LOADING, Loading), part(EMPTY_CART, EmptyCart), part(SIGN_IN_PROMPT, SignInPrompt), part(CHECKOUT, Checkout), part(ORDER_SUMMARY, OrderSummary), part(SUMMARY_LINE, SummaryLine), part(DELIVERY_FORM, DeliveryForm), part(SAVED_ADDRESSES, SavedAddresses), part(ADDRESS_OPTION, AddressOption), part(ORDER_PLACED, OrderPlaced));
// src/islands/CheckoutForm.tsx
/** The checkout screen: the order summary, the total and the delivery form. */
function CheckoutForm() {
	const onDevice = useOnDevice();
	const screen = useStore($checkoutScreen);
	return renderParts(onDevice ? screen : loadingScreen("Loading your order…"), CHECKOUT_PARTS);
}
// src/pages/checkout.astro
var checkout_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Checkout,
	file: () => $$file,
	url: () => $$url
});
var $$Checkout = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "CustomerScreenLayout", $$CustomerScreenLayout, {
		"title": "Checkout",
		"parts": CHECKOUT_PARTS
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div data-screen="checkout">${renderComponent($$result, "CheckoutForm", CheckoutForm, {
		"client:takeover": true,
		"client:component-hydration": "takeover",
		"client:component-path": "/work/main/src/islands/CheckoutForm.tsx",
		"client:component-export": "default"
	})}</div>` })}`;
}, "/work/main/src/pages/checkout.astro", void 0);
var $$file = "/work/main/src/pages/checkout.astro";
var $$url = "/checkout";
// \0virtual:astro:page:src/pages/checkout@_@astro
var page = () => checkout_exports;
export { page };
