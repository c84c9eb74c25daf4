/**
 * PostgreSQL errors as PGlite, node-postgres and Drizzle deliver them: the SQLSTATE-coded error may be the
 * thrown one or sit in its `cause` chain. One place to look through the wrappers.
 */
interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

const UNIQUE_VIOLATION = '23505';
/** Deadlock detected, serialization failure: the database gave the transaction up, it wrote nothing. */
const RETRYABLE = ['40P01', '40001'];

function findPgError(error: unknown, codes: readonly string[]): PgError | null {
  for (let e = error as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError | undefined) {
    if (e.code && codes.includes(e.code)) return e;
  }
  return null;
}

export function isUniqueViolation(error: unknown): boolean {
  return findPgError(error, [UNIQUE_VIOLATION]) !== null;
}

/**
 * The field a unique-index violation is about, from the index name (the constraint, or the index named in
 * the message, as PGlite reports it) mapped by `indexField`; `fallback` for another index; null when the
 * error is not a unique violation.
 */
export function uniqueViolationField(error: unknown, indexField: Record<string, string>, fallback: string): string | null {
  const e = findPgError(error, [UNIQUE_VIOLATION]);
  if (!e) return null;
  const index = e.constraint ?? Object.keys(indexField).find((k) => e.message?.includes(k));
  return (index && indexField[index]) || fallback;
}

export function isRetryable(error: unknown): boolean {
  return findPgError(error, RETRYABLE) !== null;
}
