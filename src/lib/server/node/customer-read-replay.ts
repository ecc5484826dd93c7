import type { IncomingMessage } from 'node:http';
import { askedRead, customerReads, type AskedRead } from '../customer-reads.ts';
import { customerVersion } from '../customer-version.ts';
import { getDb } from '../db/index.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { databaseUnavailableError, type ApiAnswer } from '../http.ts';
import { bearerTokenOf, keptCustomer } from '../../identity/identity.server.ts';

/** A customer's kept answer to send again, and the route that answered it first (for the log and the metrics). */
export interface ReplayedRead {
  answer: ApiAnswer;
  route: string;
}

/** Decodes a body as a web Request's `text()` does (UTF-8, a leading byte order mark dropped), which readJson reads. */
const utf8 = new TextDecoder();

/**
 * A customer read the Node server answers before Astro's pipeline: a request asked the way (askedRead: a GET's
 * address, a POST's address and body) in which the customer its bearer token was verified for (a kept verification:
 * identity.ts) last read a kept answer (customer-reads.ts). Called once the body is read (request-body.ts), with a
 * HEAD already made the GET it stands for. Undefined when it is not such a request, decided at once; otherwise the
 * customer's version is read as the call itself reads it, and the promise holds the answer kept under that version,
 * or undefined when the pipeline must answer (a write since, an answer no longer valid, anything unexpected).
 *
 * What the pipeline would have answered is what this answers: the same token check, the same version check against
 * the database (so another instance's write is seen at once), the same kept answer, and when the database is
 * unavailable the same 503 with Retry-After, after the database's own bounded wait rather than a second one in the
 * pipeline. docs/decisions.md, "Customer reads before Astro's pipeline", says why this is not left to the pipeline.
 */
export function customerReadReplay(
  request: IncomingMessage & { body?: Buffer },
): Promise<ReplayedRead | undefined> | undefined {
  const { headers, method = 'GET', url: address } = request;
  if (!address?.startsWith('/') || address.startsWith('//')) return undefined;
  const token = bearerTokenOf(headers.authorization);
  const customer = token === undefined ? undefined : keptCustomer(token);
  if (!customer) return undefined;
  const body = request.body && utf8.decode(request.body);
  const asked = askedRead(method, address, headers['content-type'], body);
  const read = asked === undefined ? undefined : customerReads.askedAt(customer.email, asked);
  return read ? replay(read) : undefined;
}

async function replay({ customer, what, route }: AskedRead): Promise<ReplayedRead | undefined> {
  try {
    const version = await customerVersion(await getDb(), customer);
    const answer = customerReads.kept(customer, what, version);
    return answer && { answer, route };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { answer: databaseUnavailableError(error), route };
    // The pipeline answers it, and says what went wrong.
    return undefined;
  }
}
