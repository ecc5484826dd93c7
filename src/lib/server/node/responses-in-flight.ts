import type { ServerResponse } from 'node:http';

/**
 * The responses a server is still answering, for the SIGTERM drain (graceful-shutdown.ts): how many, and each one, to
 * tell its client that the connection closes after it.
 *
 * Kept in slots that are reused, not in a Set: a Set that gains and loses a response with every request rebuilds its
 * table, and the tables left behind keep the responses they held alive into V8's old generation
 * (docs/decisions/033-nothing-of-a-request-outlives-its-answer.md). A slot is emptied as its response closes, and the
 * array only grows when more requests are in flight than ever.
 */
export class ResponsesInFlight {
  readonly #slots: (ServerResponse | undefined)[] = [];
  /** The slots free for reuse: indices only, which keep nothing alive. */
  readonly #free: number[] = [];
  readonly #afterClose: () => void;

  /** `afterClose` runs each time a response has closed and is no longer counted. */
  constructor(afterClose: () => void = () => {}) {
    this.#afterClose = afterClose;
  }

  /** Counts `response` in until it closes. */
  add(response: ServerResponse): void {
    const slot = this.#free.pop() ?? this.#slots.length;
    this.#slots[slot] = response;
    response.once('close', () => {
      this.#slots[slot] = undefined;
      this.#free.push(slot);
      this.#afterClose();
    });
  }

  get size(): number {
    return this.#slots.length - this.#free.length;
  }

  *[Symbol.iterator](): IterableIterator<ServerResponse> {
    for (const response of this.#slots) if (response) yield response;
  }
}
