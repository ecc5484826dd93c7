import { c as renderComponent, f as renderSlot, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { n as renderScript, t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
import { r as PRIVATE_CACHE_CONTROL } from "./config_BYDguQ7j.mjs";
import { useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/views/parts.ts
/** Declares a part; its component (src/islands/parts) takes these props as strings and these slots as children. */
function definePart(name, props = [], slots = []) {
	const create = (values, children, key) => ({
		part: name,
		props: values,
		slots: children ?? {},
		...key === void 0 ? {} : { key }
	});
	return Object.assign(create, {
		part: name,
		props,
		slots
	});
}
/** How a template stands for a prop's value until the page fills it in. */
var placeholder = (prop) => `{{${prop}}}`;
// src/lib/views/common.ts
/** A line saying what is on its way: `Loading your cart…`. */
var LOADING = definePart("loading", ["text"]);
/** A failure the customer should read. */
var ALERT = definePart("alert", ["message"]);
/** Where a signed-out visitor would see their own data: why not, and a Sign In button. */
var SIGN_IN_PROMPT = definePart("sign-in-prompt", ["text"]);
/** The spec's empty-cart text, with the way back to the restaurants. */
var EMPTY_CART = definePart("empty-cart");
/** What a screen shows while it is rendered on the server, which cannot know what this device holds. */
function loadingScreen(text) {
	return [LOADING({ text })];
}
// src/islands/parts/common.tsx
function Loading({ text }) {
	return /* @__PURE__ */ jsx("p", {
		className: "muted",
		children: text
	});
}
function Alert({ message }) {
	return /* @__PURE__ */ jsx("p", {
		className: "alert",
		role: "alert",
		children: message
	});
}
/**
* Sign In answers the press itself, before and after React (src/lib/client/screens/sign-in-buttons.ts): the popup must open
* in direct response to the tap, which a press replayed after React has loaded cannot promise.
*/
function SignInPrompt({ text }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "empty",
		children: [/* @__PURE__ */ jsx("p", { children: text }), /* @__PURE__ */ jsx("button", {
			className: "btn",
			type: "button",
			"data-sign-in": "",
			children: "Sign In"
		})]
	});
}
function EmptyCart() {
	return /* @__PURE__ */ jsxs("div", {
		className: "empty",
		children: [/* @__PURE__ */ jsx("p", { children: "Your cart is empty." }), /* @__PURE__ */ jsx("a", {
			className: "btn",
			href: "/restaurants",
			children: "Browse Restaurants"
		})]
	});
}
// src/islands/parts/render.tsx
/** One part of a set: its definition and the component that renders it, which must take its props and slots. */
function part(definition, component) {
	return {
		definition,
		component
	};
}
/** The parts of one screen. */
function partSet(...entries) {
	return new Map(entries.map((entry) => [entry.definition.part, entry]));
}
/** Renders a screen's tree with React, as ../../lib/client/screens/paint.ts builds it from the templates. */
function renderParts(nodes, parts) {
	const seen = /* @__PURE__ */ new Map();
	return nodes.map((node) => {
		const occurrence = seen.get(node.part) ?? 0;
		seen.set(node.part, occurrence + 1);
		const entry = parts.get(node.part);
		if (!entry) throw new Error(`No component for the part ${node.part}`);
		const slots = Object.fromEntries(Object.entries(node.slots).map(([name, children]) => [name, renderParts(children, parts)]));
		return /* @__PURE__ */ jsx(entry.component, {
			...node.props,
			...slots
		}, node.key ?? `${node.part}:${occurrence}`);
	});
}
/**
* The templates the page paints a screen from before React arrives: every part of the set, rendered by its own
* component with a placeholder for each prop and a marker for each slot.
*/
function PartTemplates({ parts }) {
	return [...parts.values()].map(({ definition, component: Component }) => {
		const props = Object.fromEntries(definition.props.map((prop) => [prop, placeholder(prop)]));
		const slots = Object.fromEntries(definition.slots.map((slot) => [slot, /* @__PURE__ */ jsx("template", { "data-slot": slot })]));
		return /* @__PURE__ */ jsx("template", {
			"data-part": definition.part,
			children: /* @__PURE__ */ jsx(Component, {
				...props,
				...slots
			})
		}, definition.part);
	});
}
var noSubscription = () => () => {};
/**
* False while rendered on the server, which cannot know what this device holds; true in the browser. Screens
* taken over by the client (the takeover directive) render on the server what they show while loading.
*/
function useOnDevice() {
	return useSyncExternalStore(noSubscription, () => true, () => false);
}
// src/components/CustomerScreenScript.astro
var $$CustomerScreenScript = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderScript($$result, "/work/main/src/components/CustomerScreenScript.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/CustomerScreenScript.astro", void 0);
// src/layouts/CustomerScreenLayout.astro
createAstro("https://astro.build");
var $$CustomerScreenLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CustomerScreenLayout;
	const { title, parts } = Astro.props;
	Astro.response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": title }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<h1>${title}</h1>${renderSlot($$result, $$slots["default"])}${parts && renderTemplate`${renderComponent($$result, "PartTemplates", PartTemplates, { "parts": parts })}`}${renderComponent($$result, "CustomerScreenScript", $$CustomerScreenScript, {})}` })}`;
}, "/work/main/src/layouts/CustomerScreenLayout.astro", void 0);
export { useOnDevice as a, Loading as c, EMPTY_CART as d, LOADING as f, definePart as h, renderParts as i, SignInPrompt as l, loadingScreen as m, part as n, Alert as o, SIGN_IN_PROMPT as p, partSet as r, EmptyCart as s, $$CustomerScreenLayout as t, ALERT as u };
