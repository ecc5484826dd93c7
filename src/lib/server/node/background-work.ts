import { startAcceptDeadline } from '../../orders/accept-deadline.server.ts';
import { startWebhookSender } from '../../partner/webhook-sender.server.ts';
import { getDb } from '../db/index.ts';
import { serverSettings } from '../settings.ts';

/**
 * What every Node instance does besides answering requests, started with its server (server.ts, and under `astro
 * dev` by src/lib/build/dev-server.ts) and never at the edge: the webhook sender (src/lib/partner/) and the accept
 * deadline (src/lib/orders/). Both keep only their timers in memory; the work is shared out through the database.
 */
export interface BackgroundWork {
  /** Stops both; resolves once what they had under way has ended (a delivery's timeout at most). */
  stop(): Promise<void>;
}

/** Starts the instance's background work. */
export function startBackgroundWork(): BackgroundWork {
  const settings = serverSettings();
  const sender = startWebhookSender({ db: getDb, timeoutMs: settings.WEBHOOK_TIMEOUT_SECONDS * 1000 });
  const deadline = startAcceptDeadline({ db: getDb, acceptMs: settings.ORDER_ACCEPT_MINUTES * 60_000 });
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= Promise.all([sender.stop(), deadline.stop()]).then(() => undefined);
      return stopping;
    },
  };
}
