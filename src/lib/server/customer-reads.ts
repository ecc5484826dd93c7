import { LRUCache } from 'lru-cache';
import type { ApiAnswer } from './http.ts';

/**
 * A customer's cart and orders change only when they write (add to cart, place an order) or when time moves an
 * order's status on. This keeps each customer's read answers in memory until one of those happens, so the screens that
 * poll them (the cart count on every page, an order being tracked) cost a lookup instead of a query and a JSON
 * serialisation. Nothing here is ever stale:
 * - a customer's write drops that customer's answers once it has committed, and an answer whose computing overlapped
 *   the end of any write is not kept (it may predate the write);
 * - a write by another process (another server on the same database, a seeding script) changes the database's data
 *   version, which is checked on every read and drops everything;
 * - an answer that shows order statuses is kept only until the first of them would change.
 */

/** What a read computes: its answer, and until when (ms since the epoch) the answer holds if nothing is written. */
export interface ComputedRead {
  answer: ApiAnswer;
  validUntil: number;
}

/** The database's write counter for other processes' commits (`Connection.dataVersion`). */
export interface DataVersionSource {
  dataVersion(): number;
}

export interface CustomerReadsOptions {
  /** The most memory the kept answers may take; the least recently active customers fall out first. */
  maxBytes?: number;
  /** The most answers kept for one customer (each order's details is one); the oldest go first. */
  answersPerCustomer?: number;
  now?: () => number;
}

/** A customer's answers by what was read (`cart`, `orders`, `order:12`). */
type CustomerAnswers = Map<string, ComputedRead>;

/** About 500 customers' order lists of 20 orders, or 4,000 carts: small beside the server's memory budget. */
const MAX_BYTES = 4 * 1024 * 1024;
const ANSWERS_PER_CUSTOMER = 32;
/** What one kept answer costs beyond its JSON text: its headers, key and bookkeeping, roughly. */
const ANSWER_OVERHEAD_BYTES = 200;

export class CustomerReads {
  readonly #customers: LRUCache<string, CustomerAnswers>;
  readonly #answersPerCustomer: number;
  readonly #now: () => number;
  /** Counts this process's finished writes and other processes' changes: a read that saw it move keeps nothing. */
  #changes = 0;
  #dataVersion: number | undefined;

  constructor({
    maxBytes = MAX_BYTES,
    answersPerCustomer = ANSWERS_PER_CUSTOMER,
    now = Date.now,
  }: CustomerReadsOptions = {}) {
    this.#customers = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (answers) => {
        let bytes = 0;
        for (const { answer } of answers.values()) bytes += answer.body.length + ANSWER_OVERHEAD_BYTES;
        return Math.max(bytes, 1);
      },
    });
    this.#answersPerCustomer = answersPerCustomer;
    this.#now = now;
  }

  /**
   * The customer's answer for `what` from memory if it still holds, else `compute`d and kept. Only 200 answers are
   * kept: an error (a missing order) is computed again each time, so asking for unknown orders fills nothing.
   */
  async read(
    database: DataVersionSource,
    customer: string,
    what: string,
    compute: () => Promise<ComputedRead>,
  ): Promise<ApiAnswer> {
    this.#noticeOtherWriters(database);
    const kept = this.#customers.get(customer)?.get(what);
    if (kept && kept.validUntil > this.#now()) return kept.answer;
    const changesBefore = this.#changes;
    const computed = await compute();
    this.#noticeOtherWriters(database);
    if (computed.answer.status === 200 && this.#changes === changesBefore) {
      this.#keep(customer, what, computed);
    }
    return computed.answer;
  }

  /** Runs one of the customer's writes; whatever is kept for them is dropped once it has committed or failed. */
  async write<T>(customer: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      this.#changes += 1;
      this.#customers.delete(customer);
    }
  }

  #noticeOtherWriters(database: DataVersionSource): void {
    const version = database.dataVersion();
    if (version === this.#dataVersion) return;
    if (this.#dataVersion !== undefined) {
      this.#customers.clear();
      this.#changes += 1;
    }
    this.#dataVersion = version;
  }

  #keep(customer: string, what: string, computed: ComputedRead): void {
    // A new map each time, so that the cache weighs the customer's answers again.
    const answers: CustomerAnswers = new Map(this.#customers.peek(customer));
    answers.delete(what);
    answers.set(what, computed);
    for (const oldest of answers.keys()) {
      if (answers.size <= this.#answersPerCustomer) break;
      answers.delete(oldest);
    }
    this.#customers.set(customer, answers);
  }
}

/** The process's one store of customer answers: the cart and order calls share it, as placing an order empties the cart. */
export const customerReads = new CustomerReads();
