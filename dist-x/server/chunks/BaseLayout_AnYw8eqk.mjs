import { O as unescapeHTML, S as createRenderInstruction, b as renderHead, c as renderComponent, f as renderSlot, h as renderTemplate, n as templateEnter, r as templateExit, x as addAttribute } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { a as STORE_NAME, i as SEARCH_PLACEHOLDER } from "./config_BYDguQ7j.mjs";
import { a as signInDirectives } from "./security-headers_k2nlZ0XP.mjs";
import { t as firebaseClientConfig } from "./firebase-client-config_D9x-jZv7.mjs";
import { n as normalizeSearchTerm } from "./search_Coc8mE2b.mjs";
import { t as FIREBASE_CONFIG_ELEMENT_ID } from "./config_B5zkAjjW.mjs";
import { useEffect, useRef } from "react";
import { atom } from "nanostores";
import { jsx, jsxs } from "react/jsx-runtime";
// node_modules/astro/dist/runtime/server/render/script.js
async function renderScript(result, id) {
	const inlined = result.inlinedScripts.get(id);
	let content = "";
	if (inlined != null) {
		if (inlined) content = `<script type="module">${inlined}<\/script>`;
	} else {
		const resolved = await result.resolve(id);
		content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"><\/script>`;
	}
	return createRenderInstruction({
		type: "script",
		id,
		content
	});
}
// src/assets/favicon.svg?raw
var favicon_default = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><circle cx=\"16\" cy=\"16\" r=\"15\" fill=\"#b4320f\"/><path d=\"M9 19h14a7 7 0 0 1-14 0z\" fill=\"#fff\"/></svg>\n";
// src/lib/stores/search.ts
/** What the customer has typed in the header's search box, trimmed. */
var $searchTerm = atom("");
/** Records a new search term from the search box (or the page's URL). */
function setSearchTerm(raw) {
	$searchTerm.set(normalizeSearchTerm(raw));
}
// src/islands/SearchBox.tsx
/**
* The header's search box. Before hydration it is a plain GET form to `/restaurants?q=`, so search works without
* JavaScript; once awake it filters the restaurant list in place as the customer types.
*/
function SearchBox({ initialTerm, filtersInPlace }) {
	const input = useRef(null);
	useEffect(() => {
		if (filtersInPlace && input.current) setSearchTerm(input.current.value);
	}, [filtersInPlace]);
	const onSubmit = (event) => {
		if (!filtersInPlace) return;
		event.preventDefault();
		if (input.current) setSearchTerm(input.current.value);
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "search",
		role: "search",
		action: "/restaurants",
		method: "get",
		onSubmit,
		children: [
			/* @__PURE__ */ jsx("label", {
				className: "visually-hidden",
				htmlFor: "site-search",
				children: "Search restaurants"
			}),
			/* @__PURE__ */ jsx("input", {
				ref: input,
				id: "site-search",
				className: "search__input",
				type: "search",
				name: "q",
				defaultValue: initialTerm,
				placeholder: SEARCH_PLACEHOLDER,
				autoComplete: "off",
				enterKeyHint: "search",
				maxLength: 100,
				onInput: (event) => filtersInPlace && setSearchTerm(event.currentTarget.value)
			}),
			/* @__PURE__ */ jsx("button", {
				className: "search__button",
				type: "submit",
				children: "Search"
			})
		]
	});
}
// src/layouts/BaseLayout.astro
createAstro("https://astro.build");
var $$BaseLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BaseLayout;
	const { title, description = `Order food from the best restaurants near you with ${STORE_NAME}.`, searchTerm = "", liveSearch = false } = Astro.props;
	const path = Astro.url.pathname;
	const nav = [
		{
			href: "/restaurants",
			label: "Restaurants",
			current: path === "/restaurants" || path.startsWith("/restaurants/")
		},
		{
			href: "/cart",
			label: "My Cart",
			current: path === "/cart"
		},
		{
			href: "/orders",
			label: "My Orders",
			current: path.startsWith("/orders") || path.startsWith("/order-details")
		}
	];
	const year = (/* @__PURE__ */ new Date()).getUTCFullYear();
	const favicon = `data:image/svg+xml,${encodeURIComponent(favicon_default.trim())}`;
	const firebaseConfig = firebaseClientConfig();
	for (const directive of signInDirectives(firebaseConfig)) Astro.csp?.insertDirective(directive);
	return renderTemplate`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title === "Cymbal Eats" ? title : `${title} | ${STORE_NAME}`}</title><meta name="description"${addAttribute(description, "content")}><meta name="theme-color" content="#b4320f"><link rel="icon"${addAttribute(favicon, "href")} type="image/svg+xml"><link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/icon-192.png">${renderSlot($$result, $$slots["head"])}${renderHead($$result)}</head><body><a class="skip-link" href="#main">Skip to content</a><header class="site-header"><div class="site-header__bar container"><a class="logo" href="/"><svg class="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="#b4320f"></circle><path d="M9 19h14a7 7 0 0 1-14 0z" fill="#fff"></path><path d="M12 8c0 3 2 3 2 6M16 7c0 3 2 3 2 6M20 8c0 3 2 3 2 6" stroke="#fff" stroke-width="1.8" fill="none" stroke-linecap="round"></path></svg><span class="logo__text">${STORE_NAME}</span></a><nav class="site-nav" aria-label="Main"><ul>${nav.map((link) => renderTemplate`<li><a${addAttribute(link.href, "href")}${addAttribute(link.current ? "page" : void 0, "aria-current")}>${link.label}${link.href === "/cart" && renderTemplate`<span class="badge"><span data-cart-count>0</span><span class="visually-hidden"> items</span><span class="badge__waiting" data-cart-waiting hidden><span aria-hidden="true">…</span><span class="visually-hidden">, waiting for a connection</span></span></span>`}</a></li>`)}</ul></nav><button class="btn btn--ghost site-header__account" type="button" data-account-button>Sign In</button></div><p class="site-header__message container" role="alert" data-account-message hidden></p><p class="offline-notice container" role="status" data-offline-notice hidden>You are offline. Pages you opened before and your cart still work here; changes to your cart are sent when you are back online.</p></header><div class="search-bar"><div class="container">${renderComponent($$result, "SearchBox", SearchBox, {
		"client:interaction": true,
		"initialTerm": searchTerm,
		"filtersInPlace": liveSearch,
		"client:component-hydration": "interaction",
		"client:component-path": "/work/main/src/islands/SearchBox.tsx",
		"client:component-export": "default"
	})}</div></div><main id="main" class="container" tabindex="-1">${renderSlot($$result, $$slots["default"])}</main>${firebaseConfig.emulatorUrl && renderTemplate`<template data-demo-sign-in>${templateEnter($$result)}<dialog class="dialog" aria-labelledby="demo-sign-in-title"><form method="dialog" class="form"><h2 id="demo-sign-in-title">Sign in to the demo</h2><p class="muted">Google's sign-in window needs the internet. This demo signs you in on its local Firebase Auth emulator instead: any email works.</p><label>Email<input name="email" type="email" required autocomplete="email"></label><label>Name<input name="name" required autocomplete="name"></label><div class="form__actions"><button class="btn btn--ghost" value="cancel" formnovalidate>Cancel</button><button class="btn" value="sign-in">Sign In</button></div></form></dialog>${templateExit($$result)}</template>`}<footer class="site-footer"><div class="container"><p>&copy; ${year} ${STORE_NAME}. All rights reserved.</p></div></footer><script type="application/json"${addAttribute(FIREBASE_CONFIG_ELEMENT_ID, "id")}>${unescapeHTML(JSON.stringify(firebaseConfig))}<\/script>${renderScript($$result, "/work/main/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts")}</body></html>`;
}, "/work/main/src/layouts/BaseLayout.astro", void 0);
export { renderScript as n, $$BaseLayout as t };
