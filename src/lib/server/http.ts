import * as v from 'valibot';
import { CATALOG_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from '../config.ts';
import type { ApiError, ProblemDetail } from '../contract.ts';
import { databaseOutage } from './db/outage.ts';
import { DomainError, type DomainErrorKind } from './domain-error.ts';
import { isDatabaseUnavailable, type DatabaseUnavailable, type UnavailableKind } from './db/unavailable.ts';

/** The largest JSON body the API reads; a whole cart or order is a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The largest body the partner API reads: a restaurant's whole menu in one push (a 200-dish menu with descriptions is
 * about 100 KB), with room to spare. Restaurants' systems are few and authenticated; customers never send this much.
 */
export const PARTNER_MAX_BODY_BYTES = 1024 * 1024;

/** Where the partner API's paths start: theirs is the one bound above MAX_BODY_BYTES. */
const PARTNER_API_PATH = '/partner-api/';

/**
 * The largest body a request to `pathname` may carry: one rule for the Node listener (node/request-body.ts), the edge
 * (target/edge.ts), the endpoints (readJson) and the proxy's recipe (deploy/).
 */
export function maxBodyBytes(pathname: string): number {
  return pathname.startsWith(PARTNER_API_PATH) ? PARTNER_MAX_BODY_BYTES : MAX_BODY_BYTES;
}

/** What a request past its body bound is told. */
export function bodyTooLargeMessage(bound: number): string {
  return `The body must be at most ${bound} bytes.`;
}

/** A failure the API reports to its caller as `{ "error": { "code", "message" } }` with `status`. */
export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  /** Headers the answer carries besides the error's own (`Retry-After`). */
  readonly headers: Readonly<Record<string, string>>;
  /** Each field's problem, for a request that failed validation (the partner API lists them all). */
  readonly details: readonly ProblemDetail[] | undefined;

  // Plain fields rather than parameter properties: deploy/nginx.ts loads this file with Node's type stripping.
  constructor(
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    details?: readonly ProblemDetail[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.details = details;
  }
}

/** What an API call reads of its request: the web Request Astro passes, or in a unit test a plain object. */
export interface ApiRequest {
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  readonly headers: Pick<Headers, 'get'>;
  text(): Promise<string>;
}

/** What an API call answers: always JSON, made a Response by the endpoint (api/endpoint.ts). */
export interface ApiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON text. */
  readonly body: string;
  /** Tags of the route cache's copy of this answer, beside its route's own (route-cache.ts). */
  readonly cacheTags?: readonly string[];
  /** Tags of the kept answers this call's change made wrong, which this instance's route cache drops. */
  readonly invalidates?: readonly string[];
}

function json(body: unknown, status: number, cacheHeaders: Record<string, string>): ApiAnswer {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...cacheHeaders },
    body: JSON.stringify(body),
  };
}

/** A catalog read that a CDN may cache and refresh in the background, its kept copy tagged with `cacheTags`. */
export function catalogJson(body: unknown, cacheTags?: readonly string[]): ApiAnswer {
  return { ...json(body, 200, { 'Cache-Control': CATALOG_CACHE_CONTROL }), ...(cacheTags ? { cacheTags } : {}) };
}

/** An answer about one customer, which no shared cache may keep. */
export function privateJson(body: unknown, status = 200): ApiAnswer {
  return json(body, status, { 'Cache-Control': PRIVATE_CACHE_CONTROL, Vary: 'Authorization' });
}

/** An answer that no cache, shared or private, may keep. */
export function uncachedJson(body: unknown, status = 200): ApiAnswer {
  return json(body, status, { 'Cache-Control': 'no-store' });
}

/** The one shape of every API error. */
export function apiError(status: number, code: string, message: string, details?: readonly ProblemDetail[]): ApiAnswer {
  const body: ApiError = { error: { code, message, ...(details ? { details: [...details] } : {}) } };
  return uncachedJson(body, status);
}

/** The status the API answers a use case's refusal with. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** What the caller reads when something failed that is not theirs to fix. */
function internalError(): ApiAnswer {
  return apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.');
}

/** How long a client should wait before it asks again after a 503 for the database. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The most a call may take in all: the database's own bounds (waits.ts) end any one wait well before it, so only a
 * call that waited on several at once, or on something else, gets here.
 */
const CALL_DEADLINE_MS = 10_000;

/** What the caller reads when the database is unavailable, by kind. */
const UNAVAILABLE_MESSAGES: Record<UnavailableKind, string> = {
  unreachable: 'The storefront cannot reach its database just now. Please try again in a moment.',
  busy: 'The storefront’s database is busy just now. Please try again in a moment.',
  full: 'The storefront cannot save changes just now. Please try again later.',
  'read-only': 'The storefront cannot save changes just now. Please try again later.',
  'io-error': 'The storefront’s database is failing just now. Please try again later.',
};

/**
 * A 503 with `Retry-After` for a request the database could not serve, counted in the outage log (db/outage.ts) rather
 * than logged one by one: the outage log has already said why.
 */
function databaseUnavailableError(error: DatabaseUnavailable): ApiAnswer {
  databaseOutage.refused(error);
  return withHeaders(apiError(503, 'database_unavailable', UNAVAILABLE_MESSAGES[error.kind]), {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });
}

/** A call that took longer than CALL_DEADLINE_MS. */
class CallDeadline extends Error {}

function withHeaders(answer: ApiAnswer, headers: Readonly<Record<string, string>>): ApiAnswer {
  return { ...answer, headers: { ...answer.headers, ...headers } };
}

/** `work`, or a CallDeadline once it has taken `ms`. What it was doing goes on, within the database's own bounds. */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CallDeadline()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** An answer as the web Response an endpoint returns. */
export function toResponse({ status, headers, body }: ApiAnswer): Response {
  return new Response(body, { status, headers });
}

/** The first issue as the caller reads it: the field's path, then what is wrong with it (`quantity is required`). */
function describeIssue(issue: v.BaseIssue<unknown>, fallbackField?: string): string {
  const field = v.getDotPath(issue) ?? fallbackField;
  return field ? `${field} ${issue.message}` : issue.message;
}

/** Parses `value` with `schema`, or throws a 400 naming the field. */
export function parseOrThrow<T>(schema: v.GenericSchema<unknown, T>, value: unknown, field?: string): T {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ApiProblem(400, 'invalid_input', describeIssue(result.issues[0], field));
  return result.output;
}

/** Reads a JSON request body (content type matched case-insensitively, as the original client sends `Application/JSON`). */
export async function readJson<T>(request: ApiRequest, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ApiProblem(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  const bound = maxBodyBytes(new URL(request.url).pathname);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > bound) throw new ApiProblem(413, 'body_too_large', bodyTooLargeMessage(bound));
  const text = await request.text();
  if (Buffer.byteLength(text) > bound) throw new ApiProblem(413, 'body_too_large', bodyTooLargeMessage(bound));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiProblem(400, 'invalid_json', 'The body is not valid JSON.');
  }
  return parseOrThrow(schema, body);
}

/** The parameters of an endpoint's route (`orderId` of `/partner-api/v1/orders/[orderId]/status`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** One API call: the request, its URL already parsed, and its route's parameters. */
export type ApiHandler = (request: ApiRequest, url: URL, params?: RouteParams) => Promise<ApiAnswer>;

/**
 * Wraps a call so that an ApiProblem or a DomainError becomes its JSON error, the database being unavailable a 503
 * with `Retry-After`, a call past CALL_DEADLINE_MS a 503 too, and nothing unexpected leaks as a stack trace (it is
 * logged, and a 500).
 */
export function apiCall(handler: ApiHandler, deadlineMs = CALL_DEADLINE_MS): ApiHandler {
  return async (request, url, params) => {
    try {
      return await withinDeadline(handler(request, url, params), deadlineMs);
    } catch (error) {
      if (error instanceof ApiProblem)
        return withHeaders(apiError(error.status, error.code, error.message, error.details), error.headers);
      if (error instanceof DomainError) return apiError(DOMAIN_STATUS[error.kind], error.code, error.message);
      if (isDatabaseUnavailable(error)) return databaseUnavailableError(error);
      if (error instanceof CallDeadline) {
        console.error(`${request.method} ${url.pathname} had no answer in ${deadlineMs} ms: answered 503`);
        return withHeaders(
          apiError(503, 'timeout', 'The storefront took too long to answer. Please try again in a moment.'),
          { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        );
      }
      console.error(`${request.method} ${url.pathname} failed`, error);
      return internalError();
    }
  };
}
