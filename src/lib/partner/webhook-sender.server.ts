import { Webhook } from 'standardwebhooks';
import type { Db } from '../server/db/database.ts';
import { isDatabaseUnavailable } from '../server/db/unavailable.ts';
import { signal } from '../server/observability/signals.ts';
import { webhookSigningKey } from './integrations.server.ts';
import { claimDueEvents, markDelivered, markFailed, purgeFinishedEvents, type ClaimedEvent } from './outbox.server.ts';

/**
 * The webhook sender: every Node instance runs one (never the edge or a browser). It claims due events from the
 * outbox (outbox.server.ts) and POSTs each to its integration's webhook, signed as Standard Webhooks sign them
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`, by the `standardwebhooks` package, with the key made from
 * the integration's stored hash: integrations.server.ts). Only a 2xx within the timeout delivers an event.
 *
 * What it keeps in memory is only when to look again: an order placed on this instance wakes it at once
 * (wakeWebhookSender, after the order's commit), and every POLL_MS it looks anyway, which is how events other
 * instances wrote, and retries come due, are found. Which events are whose is the database's claim, never this
 * process's. The failure streaks it logs are its own view, as the database outage log's are (one line when an
 * integration's deliveries start failing, one when they work again, not one per retry).
 */

/** How often the outbox is looked at for events this instance was not woken for. */
const POLL_MS = 500;
/** How many deliveries may be under way at once. */
const MAX_IN_FLIGHT = 32;
/** How long a claim holds an event beyond the delivery's own timeout, before another sender may take it. */
const LEASE_MARGIN_MS = 5_000;
/** How often finished events past their keeping are deleted. */
const PURGE_MS = 60 * 60_000;

export interface WebhookSenderOptions {
  db: () => Promise<Db>;
  /** How long one delivery may take (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  pollMs?: number;
  now?: () => Date;
  /** Where the failure streaks are logged. */
  log?: (line: string) => void;
}

export interface WebhookSender {
  /** Looks at the outbox now (events were just committed), or as soon as the look under way ends. */
  wake(): void;
  /** Stops claiming, and resolves once the deliveries under way have ended. */
  stop(): Promise<void>;
}

/** What one integration's deliveries have met since they started failing. */
interface Streak {
  since: number;
  failures: number;
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** Starts sending; the process's sender is the one `wakeWebhookSender` wakes. */
export function startWebhookSender({
  db: openDb,
  timeoutMs,
  pollMs = POLL_MS,
  now = () => new Date(),
  log = console.error,
}: WebhookSenderOptions): WebhookSender {
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;
  const inFlight = new Set<Promise<void>>();
  const streaks = new Map<number, Streak>();
  let looking: Promise<void> | undefined;
  let lookAgain = false;
  let stopping = false;
  let lookFailing = false;

  function failedAttempt(event: ClaimedEvent, error: string, fate: 'retrying' | 'given-up' | 'taken'): void {
    signal({ kind: 'webhook-delivery', outcome: 'failed' });
    const streak = streaks.get(event.integrationId);
    if (streak) streak.failures += 1;
    else {
      streaks.set(event.integrationId, { since: Date.now(), failures: 1 });
      log(
        `Webhook deliveries to integration ${event.integrationId} are failing (${error}): each event is tried again ` +
          'after 1 s, doubling to 10 minutes apart, for 24 hours.',
      );
    }
    if (fate === 'given-up') {
      signal({ kind: 'webhook-delivery', outcome: 'given-up' });
      log(
        `Webhook event ${event.messageId} to integration ${event.integrationId} given up after 24 hours of failures.`,
      );
    }
  }

  function delivered(event: ClaimedEvent): void {
    signal({ kind: 'webhook-delivery', outcome: 'delivered' });
    const streak = streaks.get(event.integrationId);
    if (!streak) return;
    streaks.delete(event.integrationId);
    const seconds = ((Date.now() - streak.since) / 1000).toFixed(1);
    log(
      `Webhook deliveries to integration ${event.integrationId} work again, after ${streak.failures} failed ` +
        `attempt(s) over ${seconds} s.`,
    );
  }

  async function deliver(db: Db, event: ClaimedEvent): Promise<void> {
    let failure: string | undefined;
    try {
      const sentAt = now();
      const response = await fetch(event.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Storefront-Webhooks/1',
          'webhook-id': event.messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': new Webhook(webhookSigningKey(event.secretHash)).sign(
            event.messageId,
            sentAt,
            event.payload,
          ),
        },
        body: event.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body says nothing we act on: let the connection go.
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299) failure = `answered ${response.status}`;
    } catch (error) {
      failure = describeError(error, timeoutMs);
    }
    try {
      if (failure === undefined) {
        await markDelivered(db, event.id, now());
        delivered(event);
      } else failedAttempt(event, failure, await markFailed(db, event, failure, now()));
    } catch (error) {
      // Not recorded: the claim's lease ends and the event is sent again (the receiver drops it by its id if it came).
      if (!isDatabaseUnavailable(error)) console.error(`Webhook event ${event.messageId} could not be recorded`, error);
    }
  }

  async function lookOnce(): Promise<void> {
    try {
      const db = await openDb();
      while (!stopping) {
        const room = MAX_IN_FLIGHT - inFlight.size;
        if (room <= 0) return;
        const events = await claimDueEvents(db, now(), leaseMs, room);
        for (const event of events) {
          const delivery: Promise<void> = deliver(db, event).finally(() => {
            inFlight.delete(delivery);
            // A look that stopped for want of room goes on now there is some.
            if (room === events.length) look();
          });
          inFlight.add(delivery);
        }
        if (events.length < room) break;
      }
      if (lookFailing) log('The webhook sender reads its outbox again.');
      lookFailing = false;
    } catch (error) {
      // The database outage log says why when it is the database; anything else is said once until it works again.
      if (!lookFailing && !isDatabaseUnavailable(error))
        log(`The webhook sender cannot read its outbox: ${String(error)}`);
      lookFailing = true;
    }
  }

  function look(): void {
    if (stopping) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = lookOnce().finally(() => {
      looking = undefined;
      if (lookAgain) {
        lookAgain = false;
        look();
      }
    });
  }

  const timer = setInterval(look, pollMs);
  timer.unref();
  const purge = setInterval(() => {
    // A purge that fails is done by the next: nothing waits on it.
    openDb()
      .then((db) => purgeFinishedEvents(db, now()))
      .catch(() => {});
  }, PURGE_MS);
  purge.unref();
  look();

  const sender: WebhookSender = {
    wake: look,
    async stop() {
      stopping = true;
      clearInterval(timer);
      clearInterval(purge);
      if (running === sender) running = undefined;
      await looking;
      await Promise.all(inFlight);
    },
  };
  running = sender;
  return sender;
}

/** The sender this process runs, if it runs one. */
let running: WebhookSender | undefined;

/** Wakes this process's sender, if it runs one: events were just committed here. */
export function wakeWebhookSender(): void {
  running?.wake();
}
