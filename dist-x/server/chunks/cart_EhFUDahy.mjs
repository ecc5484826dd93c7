import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { O as unescapeHTML, c as renderComponent, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { a as useOnDevice, c as Loading, d as EMPTY_CART, f as LOADING, h as definePart, i as renderParts, m as loadingScreen, n as part, o as Alert, r as partSet, s as EmptyCart, t as $$CustomerScreenLayout, u as ALERT } from "./CustomerScreenLayout_30gNtIqU.mjs";
import "./contract_DlSq23w9.mjs";
import { A as dismissCartNotice, E as $guestCart, N as formatPrice, S as $cartWaiting, T as $cartTotal, _ as $cartFilling, a as mergeGuestCart, c as updateQuantity, k as $cartNotice, n as clearCart, s as removeFromCart, v as $cartLoaded, w as $cartItems, x as $pendingItems, y as $cartMessage } from "./cart_DoWl_KEk.mjs";
import { c as CUSTOMER_KEY, l as GUEST_CART_KEY, n as $signedIn, s as CART_KEY, u as SIGNED_OUT_EMAIL } from "./customer-state_CLvOYt-8.mjs";
import { createHash } from "node:crypto";
import { useState } from "react";
import { computed } from "nanostores";
import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/lib/views/cart-screen.ts
var CART_NOTICE = definePart("cart-notice", ["title"], ["lines"]);
var NOTICE_LINE = definePart("notice-line", ["text"]);
var SIGN_IN_HINT = definePart("sign-in-hint");
var LEFTOVER_LINES = definePart("leftover-lines", ["text"]);
var CART_LINES = definePart("cart-lines", [], ["children"]);
var CART_LINE = definePart("cart-line", [
	"id",
	"image",
	"restaurant",
	"name",
	"price",
	"quantity"
]);
var CART_SUMMARY = definePart("cart-summary", ["total", "signInFirst"]);
var GUEST_HINT = definePart("guest-hint");
var CART_WAITING = definePart("cart-waiting");
var CHECKOUT_PATH = "/checkout";
/** A cart line as the cart screen shows it. */
function cartLine(item) {
	return CART_LINE({
		id: String(item.id),
		image: item.image,
		restaurant: item.restaurantName || "Unknown Restaurant",
		name: item.name,
		price: formatPrice(item.price),
		quantity: String(item.quantity)
	}, {}, String(item.id));
}
/** What the cart screen tells the customer about lines that came from an order or from before they signed in. */
function noticeSentences(notice) {
	const nothingAdded = notice.missing.length + notice.failed.length + notice.capped.filter((line) => line.added === 0).length;
	return {
		title: notice.orderId === void 0 ? notice.fromDevice ? "Your cart changes reached the store. Some lines are not as you left them:" : "What you picked before signing in is in your cart now." : nothingAdded > 0 && nothingAdded === countNames(notice) ? `Nothing from order ${notice.orderId} could be added to your cart.` : `Order ${notice.orderId} is in your cart again, at today’s prices.`,
		lines: [
			...notice.missing.length ? [`No longer on the menu: ${notice.missing.join(", ")}.`] : [],
			...notice.repriced.map(({ name, was, now }) => `Price changed: ${name} ${formatPrice(was)} → ${formatPrice(now)}.`),
			...notice.capped.map(({ name, added }) => added > 0 ? `${name}: ${added} added, as one line holds at most 50.` : `${name}: not added, your cart already holds 50, the most one line takes.`),
			...notice.failed.length ? [`We could not add ${notice.failed.join(", ")}. Please try again.`] : [],
			...(notice.elsewhere ?? []).map(({ name, quantity }) => `${name} was changed on another device too: ${quantity} now, as set on this one.`)
		]
	};
}
/** How many distinct items the notice is about. */
function countNames(notice) {
	return (/* @__PURE__ */ new Set([
		...notice.missing,
		...notice.failed,
		...notice.repriced.map((line) => line.name),
		...notice.capped.map((line) => line.name)
	])).size;
}
/** The cart screen: notices, the lines with the total and the way to checkout, or the empty cart. */
function cartScreen(state) {
	const nodes = [];
	if (state.notice) {
		const { title, lines } = noticeSentences(state.notice);
		nodes.push(CART_NOTICE({ title }, { lines: lines.map((text) => NOTICE_LINE({ text })) }));
	}
	if (state.message) nodes.push(ALERT({ message: state.message }));
	if (state.signedIn && state.waiting) nodes.push(CART_WAITING({}));
	if (state.signedIn && state.leftovers.length > 0 && !state.filling) {
		const names = state.leftovers.map((item) => item.name).join(", ");
		nodes.push(LEFTOVER_LINES({ text: `Not in your cart yet, from before you signed in: ${names}.` }));
	}
	if (state.items.length === 0) {
		if (state.signedIn && (!state.loaded || state.filling)) return [...nodes, LOADING({ text: "Loading your cart…" })];
		return [
			...nodes,
			EMPTY_CART({}),
			...state.signedIn ? [] : [SIGN_IN_HINT({})]
		];
	}
	nodes.push(CART_LINES({}, { children: state.items.map(cartLine) }));
	nodes.push(CART_SUMMARY({
		total: formatPrice(state.total),
		signInFirst: state.signedIn ? "" : CHECKOUT_PATH
	}));
	if (!state.signedIn) nodes.push(GUEST_HINT({}));
	return nodes;
}
/** The cart screen as the stores have it now. */
var $cartScreen = computed([
	$signedIn,
	$cartItems,
	$cartTotal,
	$cartLoaded,
	$cartFilling,
	$cartMessage,
	$cartNotice,
	$guestCart,
	$cartWaiting
], (signedIn, items, total, loaded, filling, message, notice, leftovers, waiting) => cartScreen({
	signedIn,
	items,
	total,
	loaded,
	filling,
	message,
	notice,
	leftovers,
	waiting
}));
// src/islands/parts/cart.tsx
function CartNotice({ title, lines }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "cart-notice",
		role: "status",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "cart-notice__title",
				children: title
			}),
			/* @__PURE__ */ jsx("ul", { children: lines }),
			/* @__PURE__ */ jsx("button", {
				className: "btn btn--ghost",
				type: "button",
				onClick: dismissCartNotice,
				children: "Dismiss"
			})
		]
	});
}
function NoticeLine({ text }) {
	return /* @__PURE__ */ jsx("li", { children: text });
}
function SignInHint() {
	return /* @__PURE__ */ jsxs("div", {
		className: "sign-in-hint",
		children: [/* @__PURE__ */ jsx("p", { children: "Shopped here before? Sign in to see the cart you kept." }), /* @__PURE__ */ jsx("button", {
			className: "btn btn--ghost",
			type: "button",
			"data-sign-in": "",
			children: "Sign In"
		})]
	});
}
function LeftoverLines({ text }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "alert",
		role: "status",
		children: [/* @__PURE__ */ jsx("p", { children: text }), /* @__PURE__ */ jsx("button", {
			className: "btn btn--ghost",
			type: "button",
			onClick: () => void mergeGuestCart(),
			children: "Add them now"
		})]
	});
}
function CartLines({ children }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "cart-lines",
		"aria-label": "Items in your cart",
		children
	});
}
function CartLineRow({ id, image, restaurant, name, price, quantity }) {
	const itemId = Number(id);
	const pending = useStore($pendingItems).has(itemId);
	const [draft, setDraft] = useState(quantity);
	const [shown, setShown] = useState(quantity);
	if (shown !== quantity) {
		setShown(quantity);
		setDraft(quantity);
	}
	const commit = () => {
		const wanted = Number(draft);
		if (!Number.isInteger(wanted)) {
			setDraft(quantity);
			return;
		}
		const capped = Math.min(wanted, 50);
		setDraft(String(capped));
		if (String(capped) !== quantity) updateQuantity(itemId, capped);
	};
	const inputId = `quantity-${id}`;
	return /* @__PURE__ */ jsxs("li", {
		className: "cart-line",
		"aria-busy": pending,
		children: [
			/* @__PURE__ */ jsx("img", {
				src: image,
				alt: "",
				width: "320",
				height: "240",
				decoding: "async"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "cart-line__info",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "cart-line__restaurant",
						children: restaurant
					}),
					/* @__PURE__ */ jsx("h2", {
						className: "cart-line__name",
						children: name
					}),
					/* @__PURE__ */ jsx("p", {
						className: "price",
						children: price
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "cart-line__actions",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: inputId,
						children: "Quantity"
					}),
					/* @__PURE__ */ jsx("input", {
						id: inputId,
						type: "number",
						inputMode: "numeric",
						min: 1,
						max: 50,
						step: 1,
						value: draft,
						onChange: (event) => setDraft(event.currentTarget.value),
						onBlur: commit,
						onKeyDown: (event) => event.key === "Enter" && commit()
					}),
					/* @__PURE__ */ jsx("button", {
						className: "btn btn--ghost",
						type: "button",
						"aria-label": `Remove ${name}`,
						onClick: () => void removeFromCart(itemId),
						children: "Remove"
					})
				]
			})
		]
	});
}
function CartSummary({ total, signInFirst }) {
	const [clearing, setClearing] = useState(false);
	return /* @__PURE__ */ jsxs("div", {
		className: "cart-summary",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "cart-summary__total",
			children: ["Total: ", /* @__PURE__ */ jsx("strong", { children: total })]
		}), /* @__PURE__ */ jsxs("div", {
			className: "cart-summary__actions",
			children: [/* @__PURE__ */ jsx("button", {
				className: "btn btn--ghost",
				type: "button",
				disabled: clearing,
				"aria-busy": clearing,
				onClick: async () => {
					setClearing(true);
					await clearCart();
					setClearing(false);
				},
				children: clearing ? "Clearing…" : "Clear Cart"
			}), /* @__PURE__ */ jsx("a", {
				className: "btn",
				href: "/checkout",
				"data-sign-in": signInFirst || void 0,
				children: "Proceed to Checkout"
			})]
		})]
	});
}
function GuestHint() {
	return /* @__PURE__ */ jsx("p", {
		className: "muted cart-hint",
		children: "You will sign in at checkout; what you picked comes with you."
	});
}
function CartWaiting() {
	return /* @__PURE__ */ jsx("p", {
		className: "cart-waiting",
		role: "status",
		children: "Saved on this device, waiting for a connection: your changes will reach the store when you are back online."
	});
}
/** Every part of the cart screen. */
var CART_PARTS = partSet(part(LOADING, Loading), part(ALERT, Alert), part(EMPTY_CART, EmptyCart), part(CART_NOTICE, CartNotice), part(NOTICE_LINE, NoticeLine), part(SIGN_IN_HINT, SignInHint), part(LEFTOVER_LINES, LeftoverLines), part(CART_LINES, CartLines), part(CART_LINE, CartLineRow), part(CART_SUMMARY, CartSummary), part(GUEST_HINT, GuestHint), part(CART_WAITING, CartWaiting));
// src/islands/CartView.tsx
/** The cart screen: its lines, total and actions, from the customer's cart or, signed out, this device's. */
function CartView() {
	const onDevice = useOnDevice();
	const screen = useStore($cartScreen);
	return renderParts(onDevice ? screen : loadingScreen("Loading your cart…"), CART_PARTS);
}
// src/lib/client/screens/cart-pictures.ts
/** Where the stores keep them (../stores/storage-keys.ts). */
var CART_STORAGE = {
	customerKey: CUSTOMER_KEY,
	cartKey: CART_KEY,
	guestCartKey: GUEST_CART_KEY,
	signedOutEmail: SIGNED_OUT_EMAIL
};
/**
* Asks, at high priority, for the pictures of the first `lines` lines of the cart this device shows (the customer's
* once signed in, the device's before, as ../stores/cart-state.ts has it), before the page script that paints them has
* arrived: otherwise they would be asked for only once it had, one round trip later on a slow network.
*
* It reads storage before the stores are loaded, so it trusts nothing there: only this origin's pictures are asked
* for, and anything unexpected asks for none. It is a loading hint; the stores' own parsing decides what is shown.
*
* The cart page runs it as an inline script written from this function's source (../server/inline-script.ts): it
* must refer to nothing outside itself, and is given CART_STORAGE and LINES_ON_FIRST_SCREEN.
*/
function preloadCartPictures(storage, lines) {
	const isRecord = (value) => typeof value === "object" && value !== null;
	try {
		const customer = JSON.parse(localStorage.getItem(storage.customerKey) ?? "null");
		const signedIn = isRecord(customer) && typeof customer["email"] === "string" && customer["email"] !== storage.signedOutEmail;
		const shown = JSON.parse(localStorage.getItem(signedIn ? storage.cartKey : storage.guestCartKey) ?? "[]");
		if (!Array.isArray(shown)) return;
		for (const line of shown.slice(0, lines)) {
			if (!isRecord(line) || typeof line["image"] !== "string") continue;
			const picture = new URL(line["image"], location.origin);
			if (picture.origin !== location.origin) continue;
			const hint = document.createElement("link");
			hint.rel = "preload";
			hint.as = "image";
			hint.href = picture.href;
			hint.fetchPriority = "high";
			document.head.append(hint);
		}
	} catch {}
}
// src/lib/server/inline-script.ts
/**
* An inline script that calls `run` with `args`, and the hash the page's Content-Security-Policy must list for it
* (`Astro.csp.insertScriptHash`). `run` is written into the page from its source, so it must refer to nothing outside
* itself; `args` are written as JSON, with `<` escaped so that no value can close the script element.
*/
function inlineScript(run, ...args) {
	const json = args.map((arg) => JSON.stringify(arg).replaceAll("<", "\\u003c"));
	const code = `(${run.toString()})(${json.join(",")});`;
	return {
		code,
		hash: `sha256-${createHash("sha256").update(code).digest("base64")}`
	};
}
// src/components/CartPicturesHint.astro
createAstro("https://astro.build");
var $$CartPicturesHint = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CartPicturesHint;
	const { code, hash } = inlineScript(preloadCartPictures, CART_STORAGE, 4);
	Astro.csp?.insertScriptHash(hash);
	return renderTemplate`<script>${unescapeHTML(code)}<\/script>`;
}, "/work/main/src/components/CartPicturesHint.astro", void 0);
// src/pages/cart.astro
var cart_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Cart,
	file: () => $$file,
	url: () => $$url
});
var $$Cart = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "CustomerScreenLayout", $$CustomerScreenLayout, {
		"title": "Your Cart",
		"parts": CART_PARTS
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div data-screen="cart">${renderComponent($$result, "CartView", CartView, {
		"client:takeover": true,
		"client:component-hydration": "takeover",
		"client:component-path": "/work/main/src/islands/CartView.tsx",
		"client:component-export": "default"
	})}</div>${renderComponent($$result, "CartPicturesHint", $$CartPicturesHint, {})}` })}`;
}, "/work/main/src/pages/cart.astro", void 0);
var $$file = "/work/main/src/pages/cart.astro";
var $$url = "/cart";
// \0virtual:astro:page:src/pages/cart@_@astro
var page = () => cart_exports;
export { page };
