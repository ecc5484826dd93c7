import * as v from 'valibot';
import type { ProblemDetail } from '../contract.ts';
import { getDb } from '../server/db/index.ts';
import {
  ApiProblem,
  apiCall,
  privateJson,
  readJson,
  type ApiAnswer,
  type ApiRequest,
  type RouteParams,
} from '../server/http.ts';
import { signal } from '../server/observability/signals.ts';
import { serverSettings } from '../server/settings.ts';
import { countWrite, perMinute } from '../server/write-limits.ts';
import { bearerTokenOf } from '../identity/identity.server.ts';
import { menuIssues } from '../catalog/menu-contract.ts';
import { integrationForSecret, type Integration } from './integrations.server.ts';

/**
 * The partner API's plumbing, so that an endpoint is a few lines: `partnerCall` authenticates the integration behind
 * `Authorization: Bearer <secret>`, counts a write against its limit, and answers errors in the API's shape with
 * `details` for every field that failed validation; `readPartnerJson` and `partnerQuery` parse with every problem
 * listed (`invalidInput` makes that 400 from problems found otherwise, a menu push's); `requireRestaurant` refuses
 * what the integration does not act for.
 */

/** What a partner endpoint is given. */
interface PartnerRequest {
  request: ApiRequest;
  url: URL;
  params: RouteParams;
  integration: Integration;
}

export type PartnerHandler = (call: PartnerRequest) => Promise<ApiAnswer>;

/**
 * The 400 of a request with problems, each listed with its path (`sections[0].dishes[3].price`); the message names
 * how many and the first. `what` names the input: body, query, address.
 * @public
 */
export function invalidInput(what: string, details: readonly ProblemDetail[]): ApiProblem {
  const [first] = details;
  const count = details.length === 1 ? 'one problem' : `${details.length} problems`;
  const firstText = first ? `: ${first.path ? `${first.path} ` : ''}${first.message}` : '';
  return new ApiProblem(400, 'invalid_input', `The ${what} has ${count}${firstText}.`, {}, details);
}

/** Parses `value` with `schema`, or throws a 400 listing every problem (`what` names the input in the message). */
export function parseAll<T>(schema: v.GenericSchema<unknown, T>, value: unknown, what: string): T {
  const result = v.safeParse(schema, value, { abortEarly: false });
  if (result.success) return result.output;
  throw invalidInput(what, menuIssues(result.issues));
}

/** The JSON body of a partner call, every problem listed (its size, type and syntax checked as the API's are). */
export async function readPartnerJson<T>(request: ApiRequest, schema: v.GenericSchema<unknown, T>): Promise<T> {
  return parseAll(schema, await readJson(request, v.unknown()), 'body');
}

/** The query of a partner call, every problem listed; each parameter at most once. */
export function partnerQuery<T>(url: URL, schema: v.GenericSchema<unknown, T>): T {
  const query: Record<string, string> = {};
  const details: ProblemDetail[] = [];
  for (const [name, value] of url.searchParams) {
    if (name in query) details.push({ path: name, message: 'must be given once' });
    query[name] = value;
  }
  if (details.length > 0) {
    throw new ApiProblem(
      400,
      'invalid_input',
      `The query has a problem: ${details[0]?.path} must be given once.`,
      {},
      details,
    );
  }
  return parseAll(schema, query, 'query');
}

/** A 403 unless the integration acts for `restaurantId`. */
export function requireRestaurant(integration: Integration, restaurantId: number): void {
  if (!integration.restaurantIds.has(restaurantId)) {
    throw new ApiProblem(403, 'forbidden', `This integration does not act for restaurant ${restaurantId}.`);
  }
}

const NO_CREDENTIAL = 'Send the integration’s secret as Authorization: Bearer <secret>.';
const CUSTOMER_TOKEN = 'A customer’s sign-in token is not accepted here: send the integration’s secret.';
const BAD_CREDENTIAL = 'This secret is not an integration’s, or its integration was revoked.';

/** A Firebase ID token (a JWT: three base64url parts): what a customer's calls carry, never a partner's. */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/**
 * The integration behind a call, read from the database on every call: a revoked one is refused at its next call on
 * every instance.
 */
async function authenticatePartner(request: ApiRequest): Promise<Integration> {
  const token = bearerTokenOf(request.headers.get('authorization'));
  if (!token) throw new ApiProblem(401, 'unauthenticated', NO_CREDENTIAL);
  if (JWT.test(token)) throw new ApiProblem(401, 'unauthenticated', CUSTOMER_TOKEN);
  const integration = await integrationForSecret(await getDb(), token);
  if (!integration) throw new ApiProblem(401, 'unauthenticated', BAD_CREDENTIAL);
  return integration;
}

/** Counts a write of the integration against PARTNER_WRITES_PER_MINUTE, in the database, or throws its 429. */
async function limitPartnerWrite(integration: Integration): Promise<void> {
  const limit = perMinute('partner', serverSettings().PARTNER_WRITES_PER_MINUTE);
  const verdict = await countWrite(await getDb(), `integration:${integration.id}`, limit, new Date());
  if (!verdict.allowed) {
    signal({ kind: 'write-refused', write: 'partner' });
    throw new ApiProblem(
      429,
      'too_many_requests',
      `This integration made more than ${limit.perWindow} changes in a minute. Please slow down.`,
      { 'Retry-After': String(verdict.retryAfterSeconds) },
    );
  }
}

/**
 * A partner API call: authenticated, and for a `write` counted against the integration's limit before anything else
 * is read (a refused write counts, as a customer's does). Answers are never kept by any cache.
 */
export function partnerCall(handler: PartnerHandler, { write = false }: { write?: boolean } = {}) {
  return apiCall(async (request, url, params = {}) => {
    const integration = await authenticatePartner(request);
    if (write) await limitPartnerWrite(integration);
    return handler({ request, url, params, integration });
  });
}

/** A partner API answer: JSON that no cache keeps. */
export function partnerJson(body: unknown, status = 200): ApiAnswer {
  return privateJson(body, status);
}
