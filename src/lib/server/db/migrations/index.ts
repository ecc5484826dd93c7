import type { Migration } from 'kysely/migration';
import * as catalog from './0001-catalog.ts';

/** Every migration, in order. Names are stored in the database: never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
};
