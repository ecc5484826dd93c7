import { databaseOutage } from '../db/outage.ts';
import { serverSettings } from '../settings.ts';
import { createLogger, instanceName } from './logger.ts';
import { createMetrics } from './metrics-registry.ts';
import { requestLog } from './request-log.ts';

/**
 * The process's one log and one set of metrics, made on first use: the Node server (src/lib/server/node/) writes a
 * line and counts every request with them, and the endpoints (`/metrics`, `/csp-report`) read and add to the same
 * ones. They describe this process alone: each instance is scraped and logs on its own.
 */
let made: ReturnType<typeof make> | undefined;

function make() {
  const logger = createLogger(instanceName(process.env['PORT'] ?? 4321));
  return {
    logger,
    logRequest: requestLog(logger, serverSettings().LOG_REQUESTS),
    metrics: createMetrics({ databaseUnavailable: () => databaseOutage.current() }),
  };
}

export function observability(): ReturnType<typeof make> {
  made ??= make();
  return made;
}
