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

export class CustomerReads {
  readonly #customers: LRUCache<string, CustomerAnswers>;
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
    const kept = this.#customers.get(customer);
    const answer = kept?.version === version ? kept.answers.get(what) : undefined;
    if (answer && answer.validUntil > this.#now()) return answer.answer;
    const computed = await compute();
    if (computed.answer.status === 200) this.#keep(customer, what, version, computed);
    return computed.answer;
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
  }
}

/** The process's one store of customer answers: the cart and order calls share it, as placing an order empties the cart. */
export const customerReads = new CustomerReads();
