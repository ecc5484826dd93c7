import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { c as renderComponent, h as renderTemplate, y as maybeRenderHead } from "./server_CpRLxZws.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BTGhIvGj.mjs";
import { t as $$BaseLayout } from "./BaseLayout_AnYw8eqk.mjs";
import "./http_DKoztiHE.mjs";
import { n as STAND_IN_NOTICES } from "./stand-in-notices_C7yjSVmy.mjs";
// src/pages/stand-in.astro
var stand_in_exports = /* @__PURE__ */ __exportAll({
	default: () => $$StandIn,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$StandIn = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$StandIn;
	const refused = Astro.locals.standIn;
	if (refused === void 0) return Astro.rewrite("/404");
	const notice = STAND_IN_NOTICES[refused];
	Astro.response.status = refused;
	Astro.response.statusText = notice.statusText;
	Astro.response.headers.set("Cache-Control", "no-store");
	if (refused === 503) Astro.response.headers.set("Retry-After", String(2));
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": notice.title }, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="notice"><h1>${notice.title}</h1><p>${notice.text}</p><p class="notice__actions"><a class="btn" href="">Try again</a><a class="btn btn--ghost" href="/">Home</a></p></div>` })}`;
}, "/work/main/src/pages/stand-in.astro", void 0);
var $$file = "/work/main/src/pages/stand-in.astro";
var $$url = "/stand-in";
// \0virtual:astro:page:src/pages/stand-in@_@astro
var page = () => stand_in_exports;
export { page };
