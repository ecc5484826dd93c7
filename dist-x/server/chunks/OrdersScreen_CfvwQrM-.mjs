import { c as renderComponent, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent } from "./compiler_BTGhIvGj.mjs";
import { a as useOnDevice, i as renderParts, m as loadingScreen, t as $$CustomerScreenLayout } from "./CustomerScreenLayout_30gNtIqU.mjs";
import { n as $ordersScreen, t as ORDERS_PARTS } from "./orders_C6uVZ5s_.mjs";
import { useStore } from "@nanostores/react";
// src/islands/OrderList.tsx
/** The customer's orders, newest first, each with its progress, its details and Order Again. */
function OrderList() {
	const onDevice = useOnDevice();
	const screen = useStore($ordersScreen);
	return renderParts(onDevice ? screen : loadingScreen("Loading your orders…"), ORDERS_PARTS);
}
// src/components/OrdersScreen.astro
var $$OrdersScreen = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "CustomerScreenLayout", $$CustomerScreenLayout, {
		"title": "Your Orders",
		"parts": ORDERS_PARTS
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div data-screen="orders">${renderComponent($$result, "OrderList", OrderList, {
		"client:takeover": true,
		"client:component-hydration": "takeover",
		"client:component-path": "/work/main/src/islands/OrderList.tsx",
		"client:component-export": "default"
	})}</div>` })}`;
}, "/work/main/src/components/OrdersScreen.astro", void 0);
export { $$OrdersScreen as t };
