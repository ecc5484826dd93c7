import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from '../db/index.ts';
import { databaseOutage } from '../db/outage.ts';
import { serverSettings } from '../settings.ts';
import { outboxBacklog, type Backlog } from '../../partner/outbox.server.ts';
import { createLogger, instanceName } from './logger.ts';
import { createMetrics } from './metrics-registry.ts';
import { requestLog } from './request-log.ts';

/**
 * The process's one log and one set of metrics, made on first use: the Node server (src/lib/server/node/) writes a
 * line and counts every request with them, and the endpoints (`/metrics`, `/csp-report`) read and add to the same
 * ones. They describe this process alone: each instance is scraped and logs on its own.
 */
let made: ReturnType<typeof make> | undefined;

/** The longest a scrape waits for the outbox's backlog before it reports the last one read. */
const BACKLOG_WAIT_MS = 1_000;

let lastBacklog: Backlog = { pending: 0, oldestAgeSeconds: 0 };

/** The outbox's backlog now, or the last one read while the database does not answer (its outage log says why). */
async function webhookBacklog(): Promise<Backlog> {
  const read = getDb()
    .then((db) => outboxBacklog(db, new Date()))
    .catch(() => undefined);
  const late = sleep(BACKLOG_WAIT_MS, undefined, { ref: false });
  lastBacklog = (await Promise.race([read, late])) ?? lastBacklog;
  return lastBacklog;
}

function make() {
  const logger = createLogger(instanceName(process.env['PORT'] ?? 4321));
  return {
    logger,
    logRequest: requestLog(logger, serverSettings().LOG_REQUESTS),
    metrics: createMetrics({ databaseUnavailable: () => databaseOutage.current(), webhookBacklog }),
  };
}

export function observability(): ReturnType<typeof make> {
  made ??= make();
  return made;
}
