import type { Logger } from 'pino';

const EMAIL = /[^\s/?&=#]+(?:@|%40)[^\s/?&=#]+/gi;
/** Query parameters that name a customer: their value never reaches a log. */
const PRIVATE_PARAMS = /([?&](?:user-id|userId|email|token)=)[^&#]*/gi;

/** The path as a log may show it: the customer's id and any email address replaced. */
export function redactPath(url: string): string {
  // Each replacement is looked for only where it can match: most paths have neither a query value nor an address, a
  // customer's own calls name them only in `user-id`, and the two are a good part of a line's cost.
  const withoutIds = url.includes('=') ? url.replace(PRIVATE_PARAMS, '$1[redacted]') : url;
  return withoutIds.includes('@') || withoutIds.includes('%40') ? withoutIds.replace(EMAIL, '[email]') : withoutIds;
}

export interface FinishedRequest {
  id: string;
  method: string;
  route: string;
  url: string;
  status: number;
  durationMs: number;
  /** The cache's X-Cache (HIT, MISS, STALE), when a cache answered. */
  cache?: string;
  /** The client went away before the answer was complete. */
  aborted?: boolean;
}

/** Writes one line per finished request (`msg: "request"`), or nothing when the setting turned them off. */
export function requestLog(logger: Logger, enabled: boolean) {
  return (request: FinishedRequest): void => {
    if (!enabled) return;
    logger.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.route,
        path: redactPath(request.url),
        status: request.status,
        durationMs: Math.round(request.durationMs * 10) / 10,
        ...(request.cache ? { cache: request.cache } : {}),
        ...(request.aborted ? { aborted: true } : {}),
      },
      'request',
    );
  };
}

/** Logs a request that failed, once, with the error's stack, under its request id. */
export function logFailure(logger: Logger, id: string, method: string, url: string, error: unknown): void {
  logger.error({ reqId: id, method, path: redactPath(url), err: error }, 'request failed');
}
