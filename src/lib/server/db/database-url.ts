import { accessSync, constants } from 'node:fs';

/** Whether `url` names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(url);
}

/**
 * TLS modes accepted in a PostgreSQL URL. pg verifies the server's certificate and name for every mode but `disable`
 * today, but its next major version gives `require` and `verify-ca` libpq's weaker meaning (no check of the name, or of
 * anything): only the mode that says what it does is accepted, so an upgrade cannot silently stop verifying.
 */
const SSL_MODES = ['disable', 'verify-full'];

/** The files a PostgreSQL URL may name, which pg reads when it connects. */
const FILE_PARAMETERS = ['sslrootcert', 'sslcert', 'sslkey'];

/**
 * What is wrong with a DATABASE_URL, or undefined when it can be used. The message never repeats the URL, which may
 * hold a password.
 */
export function databaseUrlProblem(url: string): string | undefined {
  if (url === ':memory:' || /^file:.+/.test(url)) return undefined;
  if (!isPostgresUrl(url)) return 'use file:<path> for a SQLite file, or postgres://… for PostgreSQL';
  let parameters: URLSearchParams;
  try {
    parameters = new URL(url).searchParams;
  } catch {
    return 'it is not a valid postgres:// URL';
  }
  const mode = parameters.get('sslmode');
  if (mode !== null && !SSL_MODES.includes(mode)) {
    return (
      `sslmode=${mode} is not accepted: use sslmode=verify-full (with sslrootcert=<CA file> for a provider's own ` +
      'certificate authority), or sslmode=disable for a database reached without TLS'
    );
  }
  for (const name of FILE_PARAMETERS) {
    const file = parameters.get(name);
    if (file === null) continue;
    try {
      accessSync(file, constants.R_OK);
    } catch {
      return `the ${name} file ${file} cannot be read`;
    }
  }
  return undefined;
}
