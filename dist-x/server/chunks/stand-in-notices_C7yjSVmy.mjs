// src/lib/stand-in-notices.ts
/** The storefront's own notices, by status: its data out of reach (503), or something of ours that failed (500). */
var STAND_IN_NOTICES = {
	503: {
		title: "Please try again in a moment",
		text: "The storefront cannot reach its data just now, so this page cannot be shown. Nothing in your cart is lost.",
		statusText: "Service Unavailable"
	},
	500: {
		title: "Something went wrong",
		text: "Something went wrong on our side, so this page cannot be shown. Please try again.",
		statusText: "Internal Server Error"
	}
};
({ ...STAND_IN_NOTICES[503] });
/** A server with too many pages already waiting their turn to render (src/middleware.ts). */
var BUSY_NOTICE = {
	...STAND_IN_NOTICES[503],
	text: "The storefront is very busy just now, so this page cannot be shown. Nothing in your cart is lost."
};
export { STAND_IN_NOTICES as n, BUSY_NOTICE as t };
