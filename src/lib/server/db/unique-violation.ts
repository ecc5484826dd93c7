/** Whether a database error is SQLite's primary key or unique constraint failure, or PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errcode, code } = error as { errcode?: unknown; code?: unknown };
  return errcode === 1555 || errcode === 2067 || code === '23505';
}
