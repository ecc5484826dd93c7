import type { Db } from '../server/db/database.ts';
import { isDatabaseUnavailable } from '../server/db/unavailable.ts';
import { wakeWebhookSender } from '../partner/webhook-sender.server.ts';
import { cancelOverdueParts } from './order-parts.server.ts';

/**
 * The accept deadline: every Node instance looks every CHECK_MS for order parts still Submitted ORDER_ACCEPT_MINUTES
 * after they were placed, and cancels them (order-parts.server.ts), telling their integrations. Nothing is kept in
 * memory but the timer: which parts are overdue is the database's, and cancelling one is a conditional update, so
 * instances looking at once cancel each part once.
 */

/** How often overdue parts are looked for: a cancellation comes at most this late. */
const CHECK_MS = 2_000;

export interface AcceptDeadlineOptions {
  db: () => Promise<Db>;
  acceptMs: number;
  checkMs?: number;
  now?: () => Date;
}

/** Starts looking; `stop` resolves once a look under way has ended. */
export function startAcceptDeadline({
  db,
  acceptMs,
  checkMs = CHECK_MS,
  now = () => new Date(),
}: AcceptDeadlineOptions): { stop(): Promise<void> } {
  let looking: Promise<void> | undefined;
  const look = () => {
    looking ??= db()
      .then((opened) => cancelOverdueParts(opened, now(), acceptMs))
      .then((cancelled) => {
        if (cancelled > 0) wakeWebhookSender();
      })
      .catch((error: unknown) => {
        // The database outage log says why it is unavailable; the next look tries again.
        if (!isDatabaseUnavailable(error)) console.error('Cancelling the orders not accepted in time failed', error);
      })
      .finally(() => {
        looking = undefined;
      });
  };
  const timer = setInterval(look, checkMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await looking;
    },
  };
}
