import { pendingMigrations } from './db/database.ts';
import { getDb } from './db/index.ts';
import { apiError, uncachedJson, type ApiAnswer, type ApiRequest } from './http.ts';

/**
 * The two questions a load balancer or an orchestrator asks an instance. Both are answered before anything else, are
 * never cached and need no token:
 * - `GET /healthz`: is the process alive? (restart it if not)
 * - `GET /readyz`: may it be sent traffic? Yes when its database answers and has run every migration this build
 *   knows; no (503) while it shuts down, so that a balancer that still asks stops sending it requests.
 */
export const HEALTH_PATHS = ['/healthz', '/readyz'];

/** How long /readyz waits for the database before it answers "not ready". */
const READY_TIMEOUT_MS = 2000;

let shuttingDown = false;

/** From now on /readyz answers 503: the instance is draining (graceful-shutdown.ts). */
export function reportShuttingDown(): void {
  shuttingDown = true;
}

/** Whether a request path (query included) is one of the health checks. */
export function isHealthPath(url: string): boolean {
  return HEALTH_PATHS.includes(url.split('?', 1)[0] ?? '');
}

/** Answers /healthz or /readyz (isHealthPath first). */
export async function answerHealthCheck(request: ApiRequest): Promise<ApiAnswer> {
  const path = new URL(request.url).pathname;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const refusal = apiError(405, 'method_not_allowed', `${path} does not take ${request.method}.`);
    return { ...refusal, headers: { ...refusal.headers, Allow: 'GET, HEAD' } };
  }
  if (path === '/healthz') return uncachedJson({ status: 'alive' });
  if (shuttingDown) return apiError(503, 'shutting_down', 'This instance is shutting down.');
  return readiness();
}

async function readiness(): Promise<ApiAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    const pending = await Promise.race([getDb().then(pendingMigrations), timeout]);
    if (pending.length > 0) {
      return apiError(503, 'migrations_pending', `The database has not run these migrations: ${pending.join(', ')}.`);
    }
    return uncachedJson({ status: 'ready' });
  } catch (error) {
    console.error(`Readiness check: the database does not answer: ${error instanceof Error ? error.message : error}`);
    return apiError(503, 'database_unavailable', 'The database does not answer.');
  } finally {
    clearTimeout(timer);
  }
}
