import { i as pendingMigrations, n as getDb } from "./db_BdanbxxL.mjs";
import { i as isDatabaseUnavailable, n as DatabaseUnavailable, t as databaseOutage } from "./outage_SE5QDoyk.mjs";
import { i as apiError, u as uncachedJson } from "./http_DKoztiHE.mjs";
// src/lib/server/health.ts
/**
* The two questions a load balancer or an orchestrator asks an instance (src/pages/healthz.ts and readyz.ts). Neither
* is ever cached nor needs a token:
* - `GET /healthz`: is the process alive? (restart it if not)
* - `GET /readyz`: may it be sent traffic? Yes when its database answers and has run every migration this build
*   knows; no (503, with `Retry-After`) while the database does not answer, and while it shuts down, so that a
*   balancer that still asks stops sending it requests. Ready, it also says what else this instance has seen of its
*   database lately (db/outage.ts): `{ "status": "ready", "database": ["busy"] }` while calls are refused because a
*   lock or a statement waited past its bound, `["full"]` or `["read-only"]` while writes are refused. Those keep the
*   instance in the balancer: the catalog still answers, and every instance shares the one database.
*/
/** How long /readyz waits for the database before it answers "not ready". */
var READY_TIMEOUT_MS = 2e3;
var shuttingDown = false;
/** From now on /readyz answers 503: the instance is draining (node/graceful-shutdown.ts). */
function reportShuttingDown() {
	shuttingDown = true;
}
/** `GET /readyz`: whether this instance may be sent traffic. */
async function readyCall() {
	if (shuttingDown) return apiError(503, "shutting_down", "This instance is shutting down.");
	return readiness();
}
async function readiness() {
	let timer;
	const timeout = new Promise((_, fail) => {
		timer = setTimeout(() => fail(new DatabaseUnavailable("unreachable", /* @__PURE__ */ new Error(`no answer in ${READY_TIMEOUT_MS} ms`))), READY_TIMEOUT_MS);
	});
	try {
		const pending = await Promise.race([getDb().then(pendingMigrations), timeout]);
		if (pending.length > 0) return apiError(503, "migrations_pending", `The database has not run these migrations: ${pending.join(", ")}.`);
		const seen = databaseOutage.current();
		return uncachedJson(seen.length > 0 ? {
			status: "ready",
			database: seen
		} : { status: "ready" });
	} catch (error) {
		if (!isDatabaseUnavailable(error)) console.error("Readiness check failed", error);
		const refusal = apiError(503, "database_unavailable", "The database does not answer.");
		return {
			...refusal,
			headers: {
				...refusal.headers,
				"Retry-After": String(2)
			}
		};
	} finally {
		clearTimeout(timer);
	}
}
export { reportShuttingDown as n, readyCall as t };
