import * as z from 'zod/mini';

// zod/mini carries no messages of its own; the operator reads them in English.
z.config(z.locales.en());

/**
 * The server's configuration, read from its environment when first asked for, so that one build serves every
 * environment. Both the pages (rendered by Astro) and the API (answered by scripts/serve.mjs) read it from here;
 * scripts/serve.mjs asks once at start, so a bad value stops the start with a message naming the variable.
 */
const SettingsSchema = z.object({
  DATABASE_URL: z._default(z.string().check(z.minLength(1)), 'file:./data/storefront.db'),
  FIREBASE_PROJECT_ID: z._default(z.string().check(z.minLength(1)), 'demo-storefront'),
  FIREBASE_API_KEY: z._default(z.string().check(z.minLength(1)), 'demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.optional(z.string().check(z.minLength(1))),
  FIREBASE_AUTH_EMULATOR_HOST: z.optional(z.string().check(z.minLength(1))),
  ORDER_STATUS_STEP_SECONDS: z._default(z.coerce.number().check(z.positive()), 300),
  /** Cart changes one customer may make a minute; more are refused with 429 until the minute is over. */
  CART_WRITES_PER_MINUTE: z._default(z.pipe(z.coerce.number(), z.int().check(z.positive())), 120),
  /** Orders one customer may place a minute. */
  ORDERS_PER_MINUTE: z._default(z.pipe(z.coerce.number(), z.int().check(z.positive())), 10),
  /** Where customers reach the storefront; `https://…` makes every answer tell browsers to use HTTPS only. */
  SITE_URL: z.optional(z.url({ protocol: /^https?$/ })),
});

export type Settings = z.infer<typeof SettingsSchema>;

let settings: Settings | undefined;

/** The validated settings, or an error naming the first variable that is wrong. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // An empty variable means unset, as most deployment tools write one they were given no value for.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = SettingsSchema.safeParse(given);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `${issue?.path.join('.') ?? 'The environment'} is not valid: ${issue?.message ?? 'unknown problem'}.`,
    );
  }
  return result.data;
}

/** The process's settings, read once. */
export function serverSettings(): Settings {
  settings ??= readSettings();
  return settings;
}
