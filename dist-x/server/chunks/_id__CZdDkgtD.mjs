import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, f as renderSlot, h as renderTemplate, l as Fragment$1, x as addAttribute, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { N as formatPrice, t as addToCart, x as $pendingItems, y as $cartMessage } from "./cart_DoWl_KEk.mjs";
import { t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
import { n as CATALOG_CACHE_CONTROL } from "./config_BYDguQ7j.mjs";
import { u as IdParamSchema } from "./contract_DlSq23w9.mjs";
import { t as target } from "./target_Q1WKho5S.mjs";
import * as v from "valibot";
import { useEffect, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
// src/components/MenuItemCard.astro
createAstro("https://astro.build");
var $$MenuItemCard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MenuItemCard;
	const { item, lazy } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<li class="card"><img${addAttribute(item.image, "src")} alt="" width="320" height="240"${addAttribute(lazy ? "lazy" : "eager", "loading")} decoding="async"><div class="card__body"><h3>${item.name}</h3><p>${item.description}</p><div class="card__actions"><span class="price">${formatPrice(item.price)}</span>${renderSlot($$result, $$slots["action"])}</div></div></li>`;
}, "/work/main/src/components/MenuItemCard.astro", void 0);
// src/islands/AddToCartButton.tsx
/** How long "Added" stays on the button after a successful add. */
var ADDED_FEEDBACK_MS = 1500;
/** A menu item's Add to Cart button: into the customer's cart, or before sign-in into the cart kept on this device. */
function AddToCartButton({ restaurant, item }) {
	const pending = useStore($pendingItems).has(item.id);
	const [added, setAdded] = useState(false);
	const [error, setError] = useState("");
	useEffect(() => {
		if (!added) return;
		const timer = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
		return () => clearTimeout(timer);
	}, [added]);
	const onClick = async () => {
		setError("");
		const ok = await addToCart(restaurant, item);
		setAdded(ok);
		if (!ok) setError($cartMessage.get());
	};
	const label = pending ? "Adding…" : added ? "Added ✓" : "Add to Cart";
	return /* @__PURE__ */ jsxs("div", {
		className: "add-to-cart",
		children: [
			/* @__PURE__ */ jsx("button", {
				className: "btn",
				type: "button",
				"aria-label": `${label}: ${item.name}`,
				"aria-busy": pending,
				disabled: pending,
				onClick,
				children: label
			}),
			/* @__PURE__ */ jsx("span", {
				className: "add-to-cart__status",
				role: "status",
				children: added ? `${item.name} added to your cart.` : ""
			}),
			error && /* @__PURE__ */ jsx("span", {
				className: "add-to-cart__error",
				role: "alert",
				children: error
			})
		]
	});
}
// src/pages/restaurants/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const id = v.safeParse(IdParamSchema, Astro.params.id);
	const found = id.success ? await target.catalog.restaurant(id.output) : void 0;
	const restaurant = found?.restaurant;
	const menu = found?.menu ?? [];
	const EAGER_ITEMS = 2;
	Astro.response.headers.set("Cache-Control", CATALOG_CACHE_CONTROL);
	if (!restaurant) {
		Astro.response.status = 404;
		Astro.cache.set(false);
	}
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": restaurant?.name ?? "Restaurant not found",
		"description": restaurant?.description
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<a class="back-link" href="/restaurants">&larr; All restaurants</a>${restaurant ? renderTemplate`${renderComponent($$result, "Fragment", Fragment$1, {}, { "default": ($$result) => renderTemplate`<article class="restaurant" aria-labelledby="restaurant-name"><img${addAttribute(restaurant.image, "src")} alt="" width="640" height="400" fetchpriority="high"><div><h1 id="restaurant-name">${restaurant.name}</h1><p class="card__cuisine">Cuisine: ${restaurant.cuisine}</p><p>${restaurant.description}</p></div></article><section class="menu" aria-labelledby="menu-heading"><h2 id="menu-heading">Menu</h2><ul class="grid">${menu.map((item, index) => renderTemplate`${renderComponent($$result, "MenuItemCard", $$MenuItemCard, {
			"item": item,
			"lazy": index >= EAGER_ITEMS
		}, { "action": ($$result) => renderTemplate`${renderComponent($$result, "AddToCartButton", AddToCartButton, {
			"slot": "action",
			"client:interaction": true,
			"restaurant": {
				id: restaurant.id,
				name: restaurant.name
			},
			"item": item,
			"client:component-hydration": "interaction",
			"client:component-path": "/work/main/src/islands/AddToCartButton.tsx",
			"client:component-export": "default"
		})}` })}`)}</ul></section>` })}` : renderTemplate`<div class="notice"><h1>Restaurant not found.</h1><p>It may have closed, or the link may be mistyped.</p><p class="notice__actions"><a class="btn" href="/restaurants">Browse Restaurants</a></p></div>`}`,
		"head": ($$result) => renderTemplate`${restaurant && renderTemplate`<link rel="preload" as="image"${addAttribute(restaurant.image, "href")} fetchpriority="high">`}`
	})}`;
}, "/work/main/src/pages/restaurants/[id].astro", void 0);
var $$file = "/work/main/src/pages/restaurants/[id].astro";
var $$url = "/restaurants/[id]";
// \0virtual:astro:page:src/pages/restaurants/[id]@_@astro
var page = () => _id__exports;
export { page };
