import { n as freshAnswer, r as provider, t as answerFrom } from "./route-cache-provider_DQeWzvn3.mjs";
// \0virtual:astro:cache-provider
var _virtual_astro_cache_provider_default = provider;
export { answerFrom, _virtual_astro_cache_provider_default as default, freshAnswer };
