import { randomUUID } from 'node:crypto';

/** A request id the proxy may hand on (nginx's `$request_id` is 32 hex digits); anything else is replaced. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The id one request is known by in the proxy's log, this instance's log and its answer: the proxy's own when it sent
 * a well-formed one, so that a request can be followed from nginx to the instance, or a new one. A malformed value is
 * never echoed: it could carry anything into a log line or a header.
 */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}
