import { LRUCache } from 'lru-cache';
import type { ApiAnswer } from './http.ts';

/**
 * A customer's cart and orders change only when they write (add to cart, place an order) or when time moves an
 * order's status on. This keeps each customer's read answers in memory until one of those happens, so the screens that
 * poll them (the cart count on every page, an order being tracked) cost one small query (their version) instead of a
 * join and a JSON serialisation. Nothing here is ever stale, however many instances share the database:
 * - every write to a customer's cart or orders, through any instance (or a script that follows customer-version.ts),
 *   raises the customer's version in the database in its own transaction; each read first reads the version, and a
 *   kept answer is served only if it was computed under that same version. A write that committed before a read began
 *   is therefore always seen, and an answer computed while a write was under way is kept under the older version and
 *   so never served after it;
 * - an answer that shows order statuses is kept only until the first of them would change, and a cart (whose names
 *   and prices come from the catalog) only as long as the catalog's own kept answers are fresh.
 *
 * It also remembers how each customer asked for a kept answer (a GET's address, or a POST's and its body: askedRead),
 * so that the Node server can send that answer again before Astro's pipeline (node/customer-read-replay.ts), after
 * the same version check.
 */

/** What a read computes: its answer, and until when (ms since the epoch) the answer holds if nothing is written. */
export interface ComputedRead {
  answer: ApiAnswer;
  validUntil: number;
}

export interface CustomerReadsOptions {
  /** The most memory the kept answers may take; the least recently active customers fall out first. */
  maxBytes?: number;
  /** The most answers kept for one customer (each order's details is one); the oldest go first. */
  answersPerCustomer?: number;
  now?: () => number;
}

/** A customer's kept read, as the way they asked for it names it: what was read, and the route that answered. */
export interface AskedRead {
  customer: string;
  what: string;
  route: string;
}

/** A customer's answers by what was read (`cart`, `orders`, `order:12`), all computed under one version. */
interface CustomerAnswers {
  version: number;
  answers: Map<string, ComputedRead>;
}

/** About 500 customers' order lists of 20 orders, or 4,000 carts: small beside the server's memory budget. */
const MAX_BYTES = 4 * 1024 * 1024;
const ANSWERS_PER_CUSTOMER = 32;
/** What one kept answer costs beyond its JSON text: its headers, key and bookkeeping, roughly. */
const ANSWER_OVERHEAD_BYTES = 200;
/** The most memory the ways reads were asked may take (some 10,000 of them); the least recently asked go first. */
const MAX_ASKED_BYTES = 2 * 1024 * 1024;
/** A read asked with an address and body longer than any the storefront's screens send is answered by the pipeline. */
const MAX_ASKED_CHARS = 512;
/** What one way of asking costs beyond its text, roughly. */
const ASKED_OVERHEAD_BYTES = 150;

export class CustomerReads {
  readonly #customers: LRUCache<string, CustomerAnswers>;
  /** By customer and the way they asked (askedKey). */
  readonly #asked: LRUCache<string, AskedRead>;
  /** Whose each kept answer is, and what it answers; an answer forgotten by #customers drops out on its own. */
  readonly #owners = new WeakMap<ApiAnswer, { customer: string; what: string }>();
  readonly #answersPerCustomer: number;
  readonly #now: () => number;

  constructor({
    maxBytes = MAX_BYTES,
    answersPerCustomer = ANSWERS_PER_CUSTOMER,
    now = Date.now,
  }: CustomerReadsOptions = {}) {
    this.#customers = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: ({ answers }) => {
        let bytes = 0;
        for (const { answer } of answers.values()) bytes += answer.body.length + ANSWER_OVERHEAD_BYTES;
        return Math.max(bytes, 1);
      },
    });
    this.#asked = new LRUCache({
      maxSize: MAX_ASKED_BYTES,
      sizeCalculation: (asked, key) => key.length + asked.route.length + ASKED_OVERHEAD_BYTES,
    });
    this.#answersPerCustomer = answersPerCustomer;
    this.#now = now;
  }

  /**
   * The customer's answer for `what`: from memory if it was computed under `version` (the customer's version, read
   * from the database before this call) and still holds, else `compute`d and kept. Only 200 answers are kept: an
   * error (a missing order) is computed again each time, so asking for unknown orders fills nothing.
   */
  async read(
    customer: string,
    what: string,
    version: number,
    compute: () => Promise<ComputedRead>,
  ): Promise<ApiAnswer> {
    const kept = this.kept(customer, what, version);
    if (kept) return kept;
    const computed = await compute();
    if (computed.answer.status === 200) this.#keep(customer, what, version, computed);
    return computed.answer;
  }

  /** The customer's answer for `what` if it was computed under `version` and still holds; none otherwise. */
  kept(customer: string, what: string, version: number): ApiAnswer | undefined {
    const kept = this.#customers.get(customer);
    const read = kept?.version === version ? kept.answers.get(what) : undefined;
    return read && read.validUntil > this.#now() ? read.answer : undefined;
  }

  /** Whether `answer` is one of the answers kept here. */
  keeps(answer: ApiAnswer): boolean {
    return this.#owners.has(answer);
  }

  /**
   * Notes that `answer`, if it is a kept answer, was sent for the request `asked` names (askedRead) by the `route`
   * Astro matched. Only the customer it belongs to can have asked for it (the call checked who asked), and what a
   * read call reads is decided by what askedRead names and the customer alone, so the same customer asking the same
   * way asks for the same read.
   */
  noteAsked(answer: ApiAnswer, asked: string, route: string): void {
    const owner = this.#owners.get(answer);
    if (!owner || asked.length > MAX_ASKED_CHARS) return;
    this.#asked.set(askedKey(owner.customer, asked), { ...owner, route });
  }

  /** What `customer` read when they last asked as `asked` names (askedRead), if it was a kept answer. */
  askedAt(customer: string, asked: string): AskedRead | undefined {
    return this.#asked.get(askedKey(customer, asked));
  }

  #keep(customer: string, what: string, version: number, computed: ComputedRead): void {
    const kept = this.#customers.peek(customer);
    // A slow read that began before a write must not replace what a read after it kept.
    if (kept && kept.version > version) return;
    // A new map each time, so that the cache weighs the customer's answers again; a newer version drops the rest.
    const answers = new Map(kept?.version === version ? kept.answers : undefined);
    answers.delete(what);
    answers.set(what, computed);
    for (const oldest of answers.keys()) {
      if (answers.size <= this.#answersPerCustomer) break;
      answers.delete(oldest);
    }
    this.#customers.set(customer, { version, answers });
    this.#owners.set(computed.answer, { customer, what });
  }
}

/** A newline cannot be in an email address the contract accepts: the key's first one ends the customer. */
function askedKey(customer: string, asked: string): string {
  return `${customer}\n${asked}`;
}

/**
 * How a request names the read it asks for, everything a read call's answer depends on besides who asks: a GET, its
 * address (path and query); a POST (the order details), its address, its body's content type (readJson refuses any
 * but JSON) and its body as the call reads it, each of the first two ended by a newline, which neither can hold.
 * None for a POST without a body, or any other method.
 */
export function askedRead(
  method: string,
  address: string,
  contentType: string | null | undefined,
  body: string | undefined,
): string | undefined {
  if (method === 'GET') return address;
  if (method !== 'POST' || body === undefined) return undefined;
  return `${address}\n${contentType ?? ''}\n${body}`;
}

/** The process's one store of customer answers: the cart and order calls share it, as placing an order empties the cart. */
export const customerReads = new CustomerReads();
