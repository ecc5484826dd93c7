// src/lib/server/security-headers.ts
/** Where Firebase's SDK signs a customer in and refreshes their token, with a real project. */
var FIREBASE_APIS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
/** Where browsers send what a page's policy blocked (src/lib/server/csp-reports.ts). */
var CSP_REPORT_PATH = "/csp-report";
/** The Reporting API's name for it, in the `Reporting-Endpoints` header every answer carries. */
var CSP_REPORT_ENDPOINT = "csp-endpoint";
/**
* The origins sign-in needs under this server's settings, added to a page's policy as it renders: the project's auth
* domain (the SDK's helper iframe) and Firebase's APIs, or in demo and test mode the Auth emulator alone.
*/
function signInDirectives(config) {
	if (config.emulatorUrl) {
		const emulator = new URL(config.emulatorUrl).origin;
		return [`frame-src ${emulator}`, `connect-src ${emulator}`];
	}
	return [`frame-src https://${config.authDomain}`, `connect-src ${FIREBASE_APIS.join(" ")}`];
}
/** For answers that are not pages: nothing in them may run, load or be framed, were a browser to open one. */
var NON_HTML_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/**
* The service worker's own policy (a worker runs under the policy its script was served with): it fetches this
* origin's pages, files and pictures to keep them, and nothing else.
*/
var SERVICE_WORKER_CSP = `${NON_HTML_CSP}; connect-src 'self'`;
/** Browser features the storefront never uses, refused to every page and anything it embeds. */
var PERMISSIONS_POLICY = [
	"accelerometer",
	"autoplay",
	"browsing-topics",
	"camera",
	"display-capture",
	"geolocation",
	"gyroscope",
	"hid",
	"magnetometer",
	"microphone",
	"midi",
	"payment",
	"screen-wake-lock",
	"serial",
	"usb",
	"xr-spatial-tracking"
].map((feature) => `${feature}=()`).join(", ");
/** A year: browsers then keep to HTTPS for this site; subdomains are the operator's to decide, so not included. */
var HSTS = "max-age=31536000";
/** The headers every answer carries, its Content-Security-Policy the non-page one (a page's replaces it). */
function securityHeaders({ https }) {
	return [
		["Content-Security-Policy", NON_HTML_CSP],
		["X-Content-Type-Options", "nosniff"],
		["Referrer-Policy", "strict-origin-when-cross-origin"],
		["Permissions-Policy", PERMISSIONS_POLICY],
		["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
		["X-Frame-Options", "DENY"],
		["Reporting-Endpoints", `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`],
		...https ? [["Strict-Transport-Security", HSTS]] : []
	];
}
/** Sets `headers` on a response before anything else writes to it; whatever is written later replaces them. */
function setSecurityHeaders(response, headers) {
	for (const [name, value] of headers) response.setHeader(name, value);
}
export { signInDirectives as a, setSecurityHeaders as i, SERVICE_WORKER_CSP as n, securityHeaders as r, NON_HTML_CSP as t };
