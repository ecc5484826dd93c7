import { DatabaseSync } from 'node:sqlite';
import { describe, expect, test } from 'vitest';
import {
  asDatabaseUnavailable,
  DatabaseUnavailable,
  isDatabaseUnavailable,
  unavailableKind,
} from '../../../../../src/lib/server/db/unavailable.ts';

/** An error as node-postgres hands over one of the server's: its SQLSTATE in `code`. */
function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

/** A real node:sqlite error of a database with its page count capped at what it holds: SQLITE_FULL. */
function sqliteFullError(): unknown {
  const database = new DatabaseSync(':memory:');
  database.exec('create table filler (text text); pragma max_page_count = 2;');
  try {
    database.exec(`insert into filler values ('${'x'.repeat(20_000)}')`);
  } catch (error) {
    return error;
  } finally {
    database.close();
  }
  throw new Error('the insert did not fail');
}

describe('unavailableKind: what means the database is unavailable', () => {
  test.each([
    ['57P01', 'terminating connection due to administrator command', 'unreachable'],
    ['57P03', 'the database system is starting up', 'unreachable'],
    ['55000', 'database "storefront" is not currently accepting connections', 'unreachable'],
    ['08006', 'connection failure', 'unreachable'],
    ['57014', 'canceling statement due to statement timeout', 'busy'],
    ['55P03', 'canceling statement due to lock timeout', 'busy'],
    ['40P01', 'deadlock detected', 'busy'],
    ['40001', 'could not serialize access due to concurrent update', 'busy'],
    ['25P03', 'terminating connection due to idle-in-transaction timeout', 'busy'],
    ['53300', 'sorry, too many clients already', 'busy'],
    ['53100', 'could not extend file: No space left on device', 'full'],
    ['25006', 'cannot execute INSERT in a read-only transaction', 'read-only'],
    ['58030', 'could not read block', 'io-error'],
  ])('PostgreSQL %s (%s): %s', (code, message, kind) => {
    expect(unavailableKind(postgresError(code, message))).toBe(kind);
  });

  test.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "cart" does not exist'],
    ['22P02', 'invalid input syntax for type integer'],
    ['55000', 'cannot drop the currently open database'],
    ['28P01', 'password authentication failed'],
  ])('PostgreSQL %s (%s) is ours to fix: not unavailability', (code, message) => {
    expect(unavailableKind(postgresError(code, message))).toBeUndefined();
  });

  test.each([
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'unreachable'],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'unreachable'],
    [Object.assign(new AggregateError([], 'connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 'unreachable'],
    [new Error('Connection terminated unexpectedly'), 'unreachable'],
    [new Error('Connection terminated due to connection timeout'), 'unreachable'],
    [new Error('timeout exceeded when trying to connect'), 'busy'],
    [new Error('Query read timeout'), 'busy'],
  ])('the network and node-postgres: %s is %s', (error, kind) => {
    expect(unavailableKind(error)).toBe(kind);
  });

  test.each([
    [5, 'database is locked', 'busy'],
    [517, 'database is locked', 'busy'], // SQLITE_BUSY_SNAPSHOT
    [8, 'attempt to write a readonly database', 'read-only'],
    [1032, 'attempt to write a readonly database', 'read-only'], // SQLITE_READONLY_DBMOVED
    [10, 'disk I/O error', 'io-error'],
    [266, 'disk I/O error', 'io-error'], // SQLITE_IOERR_READ
    [14, 'unable to open database file', 'unreachable'],
  ])('node:sqlite errcode %i (%s): %s', (errcode, message, kind) => {
    expect(unavailableKind(Object.assign(new Error(message), { code: 'ERR_SQLITE_ERROR', errcode }))).toBe(kind);
  });

  test('a real SQLITE_FULL from node:sqlite is "full"', () => {
    expect(unavailableKind(sqliteFullError())).toBe('full');
  });

  test.each([
    [
      Object.assign(new Error('UNIQUE constraint failed: cart_line.user_id'), {
        code: 'ERR_SQLITE_ERROR',
        errcode: 2067,
      }),
    ],
    [Object.assign(new Error('no such table: cart'), { code: 'ERR_SQLITE_ERROR', errcode: 1 })],
    [new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string'],
    [undefined],
  ])('%s is a bug or a refusal, not unavailability', (error) => {
    expect(unavailableKind(error)).toBeUndefined();
  });
});

describe('DatabaseUnavailable', () => {
  test('carries its kind and cause, and is recognised as such', () => {
    const cause = postgresError('55P03', 'canceling statement due to lock timeout');
    const failure = asDatabaseUnavailable(cause);
    expect(failure).toBeInstanceOf(DatabaseUnavailable);
    expect(failure).toMatchObject({
      kind: 'busy',
      cause,
      message: 'The database is busy: 55P03: canceling statement due to lock timeout',
    });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(isDatabaseUnavailable(cause)).toBe(false);
  });

  test('anything else passes through as it was', () => {
    const bug = new TypeError('oops');
    expect(asDatabaseUnavailable(bug)).toBe(bug);
  });
});
