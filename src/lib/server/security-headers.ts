import type { ServerResponse } from 'node:http';
import type { AstroUserConfig } from 'astro';
import type { FirebaseClientConfig } from '../identity/firebase-config.ts';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirective = NonNullable<CspConfig['directives']>[number];

/**
 * What every answer tells the browser about security. Pages carry a Content-Security-Policy built by Astro
 * (`security.csp` in astro.config.mjs: the hashes of the page's own inline scripts and styles, page-policy.ts, and
 * PAGE_CSP below) plus the sign-in origins of this server's settings (signInDirectives, added by the layout);
 * everything else (the API, the built files, errors) carries NON_HTML_CSP, which lets nothing run or load. The other
 * headers go on every answer.
 */

/** Google's loader script for the sign-in popup, on every page: the header's Sign In opens the popup. */
const GOOGLE_LOADER = 'https://apis.google.com';

/** Where Firebase's SDK signs a customer in and refreshes their token, with a real project. */
const FIREBASE_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** Where browsers send what a page's policy blocked (src/lib/server/csp-reports.ts). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting API's name for it, in the `Reporting-Endpoints` header every answer carries. */
const CSP_REPORT_ENDPOINT = 'csp-endpoint';

/**
 * The pages' policy, for Astro's `security.csp`: only this origin, plus Google's loader script. `data:` images are the
 * stylesheet's search icon; `https:` images are the pictures restaurants push with their menus, which their own
 * servers host (docs/decisions/059-search-engines-and-link-previews.md). Astro adds the hashes of the inline scripts
 * and styles it renders. Violations are reported both ways browsers know: `report-to` (the Reporting API; browsers
 * that know it ignore `report-uri`) and `report-uri`.
 */
export const PAGE_CSP: CspConfig = {
  directives: [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    // The storefront's own service worker (/sw.js), and nothing else may run as a worker.
    "worker-src 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_ENDPOINT}`,
  ],
  scriptDirective: { resources: ["'self'", GOOGLE_LOADER] },
};

/**
 * The origins sign-in needs under this server's settings, added to a page's policy as it renders: the project's auth
 * domain (the SDK's helper iframe) and Firebase's APIs, or in demo and test mode the Auth emulator alone.
 */
export function signInDirectives(config: FirebaseClientConfig): CspDirective[] {
  if (config.emulatorUrl) {
    const emulator = new URL(config.emulatorUrl).origin;
    return [`frame-src ${emulator}`, `connect-src ${emulator}`];
  }
  return [`frame-src https://${config.authDomain}`, `connect-src ${FIREBASE_APIS.join(' ')}`];
}

/**
 * A page's policy under `astro dev`, where Astro makes none (it cannot hash what Vite injects): the pages' own
 * directives, with inline scripts and styles allowed, which Vite's client and its style injection need, and its
 * live-reload socket. Only the development server ever sends it.
 */
export function developmentPageCsp(config: FirebaseClientConfig): string {
  const signIn = signInDirectives(config);
  const origins = (name: string) =>
    signIn
      .filter((directive) => directive.startsWith(`${name} `))
      .map((directive) => directive.slice(name.length + 1))
      .join(' ');
  const own = (PAGE_CSP.directives ?? []).filter((directive) => !directive.startsWith('connect-src'));
  return [
    ...own,
    `connect-src 'self' ws: ${origins('connect-src')}`.trim(),
    `frame-src ${origins('frame-src')}`.trim(),
    `script-src 'self' 'unsafe-inline' ${GOOGLE_LOADER}`,
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

/** For answers that are not pages: nothing in them may run, load or be framed, were a browser to open one. */
export const NON_HTML_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The service worker's own policy (a worker runs under the policy its script was served with): it fetches this
 * origin's pages, files and pictures to keep them, and nothing else.
 */
export const SERVICE_WORKER_CSP = `${NON_HTML_CSP}; connect-src 'self'`;

/** Browser features the storefront never uses, refused to every page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year: browsers then keep to HTTPS for this site; subdomains are the operator's to decide, so not included. */
const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** The site is served over HTTPS (SITE_URL says so): browsers are told to use nothing else. */
  https: boolean;
}

/** The headers every answer carries, its Content-Security-Policy the non-page one (a page's replaces it). */
export function securityHeaders({ https }: SecurityHeaderOptions): [string, string][] {
  return [
    ['Content-Security-Policy', NON_HTML_CSP],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // Google's sign-in popup must still be able to tell the page it opened from that the customer signed in.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['X-Frame-Options', 'DENY'],
    ['Reporting-Endpoints', `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`],
    ...(https ? ([['Strict-Transport-Security', HSTS]] as [string, string][]) : []),
  ];
}

/** Sets `headers` on a response before anything else writes to it; whatever is written later replaces them. */
export function setSecurityHeaders(response: ServerResponse, headers: readonly [string, string][]): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}
