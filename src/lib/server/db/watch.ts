import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { signal } from '../observability/signals.ts';
import { databaseOutage, type OutageLog } from './outage.ts';
import { asDatabaseUnavailable, isDatabaseUnavailable } from './unavailable.ts';

/**
 * Wraps a Kysely dialect so that every way of reaching the database (a connection, a query, a transaction's begin and
 * end) reports to the outage log, and throws a DatabaseUnavailable for a failure that means one (unavailable.ts):
 * the code above sees one domain error whatever the database and driver, and the places answering requests map it
 * to 503.
 */
export function watchDialect(dialect: Dialect, outage: OutageLog = databaseOutage): Dialect {
  return {
    createDriver: () => new WatchedDriver(dialect.createDriver(), outage),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** A connection as Kysely sees it, with the driver's own beside it (the driver releases its own). */
class WatchedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #watch: <T>(work: () => Promise<T>) => Promise<T>;

  constructor(inner: DatabaseConnection, watch: <T>(work: () => Promise<T>) => Promise<T>) {
    this.inner = inner;
    this.#watch = watch;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#watch(() => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    // Not used by the storefront; passed through as is.
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WatchedDriver implements Driver {
  readonly #inner: Driver;
  readonly #outage: OutageLog;

  constructor(inner: Driver, outage: OutageLog) {
    this.#inner = inner;
    this.#outage = outage;
  }

  readonly #watch = async <T>(work: () => Promise<T>): Promise<T> => {
    const sentAt = Date.now();
    const started = performance.now();
    let result: T;
    try {
      result = await work();
    } catch (error) {
      signal({ kind: 'query', seconds: (performance.now() - started) / 1000, failed: true });
      const failure = asDatabaseUnavailable(error);
      if (isDatabaseUnavailable(failure)) this.#outage.failed(failure);
      throw failure;
    }
    signal({ kind: 'query', seconds: (performance.now() - started) / 1000, failed: false });
    this.#outage.answered(sentAt);
    return result;
  };

  init(): Promise<void> {
    return this.#watch(() => this.#inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.#watch(() => this.#inner.acquireConnection()), this.#watch);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#watch(() => this.#inner.beginTransaction(innerOf(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#watch(() => this.#inner.commitTransaction(innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#watch(() => this.#inner.rollbackTransaction(innerOf(connection)));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.#watch(async () => this.#inner.savepoint?.(innerOf(connection), name, compile));
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.#watch(async () => this.#inner.rollbackToSavepoint?.(innerOf(connection), name, compile));
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.#watch(async () => this.#inner.releaseSavepoint?.(innerOf(connection), name, compile));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

function innerOf(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof WatchedConnection ? connection.inner : connection;
}
