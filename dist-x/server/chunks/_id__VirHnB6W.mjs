import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { c as renderComponent, h as renderTemplate, l as Fragment$1, x as addAttribute, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { a as useOnDevice, i as renderParts, m as loadingScreen, t as $$CustomerScreenLayout } from "./CustomerScreenLayout_30gNtIqU.mjs";
import { a as orderIdInPath, i as detailsScreenStore, r as DETAILS_LOADING, t as ORDERS_PARTS } from "./orders_C6uVZ5s_.mjs";
import { u as IdParamSchema } from "./contract_DlSq23w9.mjs";
import { r as orderRefreshMs } from "./order-status_BIpE_Iae.mjs";
import { n as serverSettings } from "./settings_CBnOorLl.mjs";
import * as v from "valibot";
import { useMemo } from "react";
import { useStore } from "@nanostores/react";
// src/islands/OrderDetails.tsx
/** One order (the one the address names): its facts, its progress as a timeline, Order Again and its lines. */
function OrderDetails({ stepSeconds }) {
	const onDevice = useOnDevice();
	const orderId = useMemo(() => typeof location === "undefined" ? 0 : orderIdInPath(location.pathname), []);
	const screen = useStore(useMemo(() => detailsScreenStore(orderId, stepSeconds), [orderId, stepSeconds]));
	return renderParts(onDevice ? screen : loadingScreen(DETAILS_LOADING), ORDERS_PARTS);
}
// src/pages/order-details/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const id = v.safeParse(IdParamSchema, Astro.params.id);
	const stepSeconds = serverSettings().ORDER_STATUS_STEP_SECONDS;
	if (!id.success) Astro.response.status = 404;
	return renderTemplate`${renderComponent($$result, "CustomerScreenLayout", $$CustomerScreenLayout, {
		"title": "Your Order Details",
		"parts": id.success ? ORDERS_PARTS : void 0
	}, { "default": ($$result) => renderTemplate`${id.success ? renderTemplate`${renderComponent($$result, "Fragment", Fragment$1, {}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div data-screen="order-details"${addAttribute(stepSeconds, "data-step-seconds")}${addAttribute(orderRefreshMs(stepSeconds), "data-refresh-ms")}>${renderComponent($$result, "OrderDetails", OrderDetails, {
		"client:takeover": true,
		"stepSeconds": stepSeconds,
		"client:component-hydration": "takeover",
		"client:component-path": "/work/main/src/islands/OrderDetails.tsx",
		"client:component-export": "default"
	})}</div><p class="visually-hidden" role="status" data-status-announcer></p>` })}` : renderTemplate`<div class="empty"><p>There is no order with that number.</p><a class="btn" href="/orders">See My Orders</a></div>`}` })}`;
}, "/work/main/src/pages/order-details/[id].astro", void 0);
var $$file = "/work/main/src/pages/order-details/[id].astro";
var $$url = "/order-details/[id]";
// \0virtual:astro:page:src/pages/order-details/[id]@_@astro
var page = () => _id__exports;
export { page };
