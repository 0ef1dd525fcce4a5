interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error with this SQLSTATE code, looking through drizzle's wrapping errors. */
export function pgError(err: unknown, code: string): PgError | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as PgError;
    if (e.code === code) return e;
    current = e.cause;
  }
  return null;
}

/** The constraint a PostgreSQL unique violation (23505) names. */
function uniqueViolation(err: unknown): string | null {
  const e = pgError(err, '23505');
  return e ? (e.constraint ?? '') : null;
}

/**
 * Runs a write and turns a unique violation of one of `constraints` into the caller's error: the
 * checks before a write answer the common case, this answers two requests racing for the same value.
 */
export async function onUniqueViolation<T>(write: () => Promise<T>, constraints: Record<string, () => Error>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const constraint = uniqueViolation(err);
    const toError = constraint === null ? undefined : constraints[constraint];
    throw toError ? toError() : err;
  }
}

/** Is this a foreign key violation (23503): a row still referred to, or referring to a missing one? */
export const isForeignKeyViolation = (err: unknown): boolean => pgError(err, '23503') !== null;
