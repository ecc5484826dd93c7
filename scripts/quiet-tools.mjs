// The environment every script gives the tools it runs: no usage data sent anywhere, no look-ups on the internet (a
// customer's server, or a machine without the internet, must not depend on them).

/** For Astro and wrangler: no telemetry, no look-ups of Cloudflare's network. */
export const QUIET_TOOLS = {
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  DO_NOT_TRACK: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/**
 * For the firebase CLI: the caller's environment with `CI` set. At every start the CLI fetches a "message of the day"
 * from Firebase's servers and keeps it a day; whenever a kept one names a minimum version above our pinned one, the
 * CLI exits 1 ("CLI is out of date"), which would stop `npm test`, the bench and demo mode on any machine online. It
 * skips that fetch, and its update check against npm, only when `CI` is set (firebase-tools' fetchMOTD.js,
 * update-notifier-cjs).
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function firebaseCliEnv(env = process.env) {
  return { ...env, CI: env['CI'] || 'true' };
}

/**
 * `command` as `firebase emulators:exec` should run it (in a shell, with the CLI's environment): with `CI` as the
 * caller had it, since `CI` also changes how the test runners behave (Playwright's retries and reporter).
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 */
export function withCallersCi(command, env = process.env) {
  return env['CI'] ? command : `unset CI; ${command}`;
}
