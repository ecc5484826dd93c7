import * as v from 'valibot';
import { isProxyEntry } from './client-address.ts';
import { databaseUrlProblem } from './db/database-url.ts';
import { DEFAULT_POOL_SIZE } from './db/pool-size.ts';
import { DEFAULT_WAITS, type DatabaseWaits } from './db/waits.ts';

const TextSchema = v.pipe(v.string('must be text'), v.minLength(1, 'must not be empty'));

const SECONDS = 'must be a positive number of seconds';

const SecondsSchema = v.pipe(
  v.string(SECONDS),
  v.transform(Number),
  v.number(SECONDS),
  v.finite(SECONDS),
  v.gtValue(0, SECONDS),
);

const MINUTES = 'must be a positive number of minutes';

const MinutesSchema = v.pipe(
  v.string(MINUTES),
  v.transform(Number),
  v.number(MINUTES),
  v.finite(MINUTES),
  v.gtValue(0, MINUTES),
);

const WEBHOOK_TIMEOUT = 'must be a number of seconds above 0, at most 60';

const WAIT = 'must be a number of seconds above 0, at most 600';

/** A database wait in seconds, as the environment writes it; `defaultMs` as its default. */
const waitSeconds = (defaultMs: number) =>
  v.optional(
    v.pipe(v.string(WAIT), v.transform(Number), v.number(WAIT), v.gtValue(0, WAIT), v.maxValue(600, WAIT)),
    String(defaultMs / 1000),
  );

const POOL_SIZE = 'must be a whole number from 1 to 1000';

const PER_MINUTE = 'must be a whole number above 0';

const PerMinuteSchema = v.pipe(
  v.string(PER_MINUTE),
  v.transform(Number),
  v.number(PER_MINUTE),
  v.integer(PER_MINUTE),
  v.minValue(1, PER_MINUTE),
);

const SITE_URL = 'must be an http:// or https:// address';

const ON_OFF = 'must be on or off';

const METRICS_TOKEN = 'must be 32 to 256 letters, digits or - . _ ~ + / = (openssl rand -hex 32 makes one)';

const PORT_NUMBER = 'must be a whole number from 1 to 65535';

/** A TCP port, given as the environment gives everything: as text. */
const PortSchema = v.pipe(
  v.string(PORT_NUMBER),
  v.trim(),
  v.regex(/^\d{1,5}$/, PORT_NUMBER),
  v.transform(Number),
  v.minValue(1, PORT_NUMBER),
  v.maxValue(65535, PORT_NUMBER),
);

const TRUSTED_PROXIES = 'must list IP addresses or ranges, separated by commas (10.0.0.5, 10.0.0.0/8, fd00::/8)';

/**
 * The server's configuration, read from its environment when first asked for, so that one build serves every
 * environment. The Node server asks once before it loads anything else (node/before-start.ts), so a bad value stops
 * the start with a message naming the variable.
 */
const SettingsSchema = v.object({
  DATABASE_URL: v.optional(
    v.pipe(
      TextSchema,
      v.check(
        (url) => databaseUrlProblem(url) === undefined,
        (issue) => databaseUrlProblem(String(issue.input)) ?? 'is not valid',
      ),
    ),
    'file:./data/storefront.db',
  ),
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(
      v.string(POOL_SIZE),
      v.transform(Number),
      v.number(POOL_SIZE),
      v.integer(POOL_SIZE),
      v.minValue(1, POOL_SIZE),
      v.maxValue(1000, POOL_SIZE),
    ),
    String(DEFAULT_POOL_SIZE),
  ),
  /** How long one statement may run (PostgreSQL's statement_timeout on every connection). */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: waitSeconds(DEFAULT_WAITS.statementMs),
  /** How long a statement waits for a lock (PostgreSQL's lock_timeout; SQLite's write lock). */
  DATABASE_LOCK_TIMEOUT_SECONDS: waitSeconds(DEFAULT_WAITS.lockMs),
  /** How long a transaction may sit idle (PostgreSQL's idle_in_transaction_session_timeout). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: waitSeconds(DEFAULT_WAITS.idleInTransactionMs),
  FIREBASE_PROJECT_ID: v.optional(TextSchema, 'demo-storefront'),
  FIREBASE_API_KEY: v.optional(TextSchema, 'demo-api-key'),
  FIREBASE_AUTH_DOMAIN: v.optional(TextSchema),
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(TextSchema),
  // Defaults are written as the environment would write them: valibot parses a default like a given value.
  SHUTDOWN_GRACE_SECONDS: v.optional(SecondsSchema, '10'),
  /** How long a restaurant has to accept an order part before the storefront cancels it. */
  ORDER_ACCEPT_MINUTES: v.optional(MinutesSchema, '10'),
  /** How long one webhook delivery may take before it counts as failed and is tried again later. */
  WEBHOOK_TIMEOUT_SECONDS: v.optional(
    v.pipe(
      v.string(WEBHOOK_TIMEOUT),
      v.transform(Number),
      v.number(WEBHOOK_TIMEOUT),
      v.gtValue(0, WEBHOOK_TIMEOUT),
      v.maxValue(60, WEBHOOK_TIMEOUT),
    ),
    '10',
  ),
  /** Demo mode's stand-in kitchen: how long each status after acceptance lasts. */
  STAND_IN_KITCHEN_STEP_SECONDS: v.optional(SecondsSchema, '30'),
  /** Cart changes one customer may try a minute, accepted or refused; more get 429 until the minute is over. */
  CART_WRITES_PER_MINUTE: v.optional(PerMinuteSchema, '120'),
  /** Orders one customer may try to place a minute. */
  ORDERS_PER_MINUTE: v.optional(PerMinuteSchema, '10'),
  /** Saves and removals of saved addresses one customer may make a minute. */
  ADDRESS_WRITES_PER_MINUTE: v.optional(PerMinuteSchema, '30'),
  /** Changes one integration may try a minute through the partner API (menu pushes, statuses). */
  PARTNER_WRITES_PER_MINUTE: v.optional(PerMinuteSchema, '600'),
  /** Whether the server writes one JSON line per request (`on`, the default) or only its errors (`off`). */
  LOG_REQUESTS: v.optional(
    v.pipe(
      v.string(ON_OFF),
      v.picklist(['on', 'off'], ON_OFF),
      v.transform((value) => value === 'on'),
    ),
    'on',
  ),
  /** The bearer token `/metrics` answers to on the public listener, from any client; unset, it answers nobody there. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(METRICS_TOKEN), v.regex(/^[A-Za-z0-9._~+/=-]{32,256}$/, METRICS_TOKEN))),
  /** A port of its own on 127.0.0.1 where `/metrics` answers without a token (node/metrics-listener.ts). */
  METRICS_PORT: v.optional(PortSchema),
  /** Where the server listens for customers (node/server.ts); `astro preview` passes its own. */
  PORT: v.optional(PortSchema, '4321'),
  /** The address it listens on: loopback by default, behind a proxy on the same machine; `0.0.0.0` for every one. */
  HOST: v.optional(TextSchema, '127.0.0.1'),
  /**
   * The proxies in front of the server whose `X-Forwarded-For` names the client (client-address.ts), for what is
   * budgeted per client; none by default, when the peer is the client.
   */
  TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(TRUSTED_PROXIES),
      v.transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      v.check(
        (entries) => entries.every(isProxyEntry),
        (issue) => {
          const entries = issue.input as string[];
          return `${TRUSTED_PROXIES}; ${entries.find((entry) => !isProxyEntry(entry))} is not one`;
        },
      ),
    ),
    '',
  ),
  /** Where customers reach the storefront; `https://…` makes every answer tell browsers to use HTTPS only. */
  SITE_URL: v.optional(
    v.pipe(
      TextSchema,
      v.url(SITE_URL),
      v.check((url) => /^https?:\/\//i.test(url), SITE_URL),
    ),
  ),
});

export type Settings = v.InferOutput<typeof SettingsSchema>;

let settings: Settings | undefined;

/** The validated settings, or an error naming the first variable that is wrong. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // An empty variable means unset, as most deployment tools write one they were given no value for.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(SettingsSchema, given);
  if (!result.success) {
    const [issue] = result.issues;
    throw new Error(`${v.getDotPath(issue) ?? 'The environment'} is not valid: ${issue.message}.`);
  }
  const { METRICS_PORT, PORT } = result.output;
  if (METRICS_PORT !== undefined && METRICS_PORT === PORT) {
    throw new Error(`METRICS_PORT is not valid: must differ from PORT (${PORT}), where customers are answered.`);
  }
  return result.output;
}

/** The database waits the settings give, in milliseconds (whole ones: PostgreSQL takes no fractions). */
export function databaseWaits(settings: Settings): DatabaseWaits {
  const ms = (seconds: number) => Math.max(1, Math.round(seconds * 1000));
  return {
    statementMs: ms(settings.DATABASE_STATEMENT_TIMEOUT_SECONDS),
    lockMs: ms(settings.DATABASE_LOCK_TIMEOUT_SECONDS),
    idleInTransactionMs: ms(settings.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS),
  };
}

/** The process's settings, read once. */
export function serverSettings(): Settings {
  settings ??= readSettings();
  return settings;
}
