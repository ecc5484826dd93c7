import type { Migration } from 'kysely/migration';
import * as catalog from './0001-catalog.ts';
import * as cart from './0002-cart.ts';
import * as orders from './0003-orders.ts';
import * as writeLimits from './0004-write-limits.ts';

/** Every migration, in order. Names are stored in the database: never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-cart': cart,
  '0003-orders': orders,
  '0004-write-limits': writeLimits,
};
