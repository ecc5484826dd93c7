// The environment every script gives Astro and wrangler: no usage data sent anywhere, no look-ups of Cloudflare's
// network (a customer's server, or a machine without the internet, must not depend on them).
export const QUIET_TOOLS = {
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  DO_NOT_TRACK: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};
