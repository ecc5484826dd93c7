import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../dialect.ts';
import * as catalog from './0001-catalog.ts';
import * as cart from './0002-cart.ts';
import * as orders from './0003-orders.ts';
import * as customerChange from './0004-customer-change.ts';
import * as savedAddresses from './0005-saved-addresses.ts';
import * as writeLimits from './0006-write-limits.ts';
import * as catalogChanges from './0007-catalog-changes-raise-versions.ts';
import * as menus from './0008-menu-sections-hours-availability.ts';
import * as partnerOrders from './0009-partner-orders.ts';
import * as keptVerifications from './0010-kept-verifications.ts';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
  down(db: Kysely<unknown>): Promise<void>;
}

/**
 * Every migration, in order, for both databases: each takes the dialect's column types (dialect.ts). Names are
 * stored in the database: never rename one that has shipped, and never change what one does on SQLite.
 */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-catalog': catalog,
  '0002-cart': cart,
  '0003-orders': orders,
  '0004-customer-change': customerChange,
  '0005-saved-addresses': savedAddresses,
  '0006-write-limits': writeLimits,
  '0007-catalog-changes-raise-versions': catalogChanges,
  '0008-menu-sections-hours-availability': menus,
  '0009-partner-orders': partnerOrders,
  '0010-kept-verifications': keptVerifications,
};

/** The names of every migration this build knows. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/** The migrations as Kysely's migrator runs them on a database of `dialect`'s kind. */
export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, migration]) => [
      name,
      { up: (db: Kysely<unknown>) => migration.up(db, dialect), down: (db: Kysely<unknown>) => migration.down(db) },
    ]),
  );
}
