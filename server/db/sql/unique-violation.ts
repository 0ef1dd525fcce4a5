/** The constraint a PostgreSQL unique violation (23505) names, looking through drizzle's wrapping error. */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return e.constraint ?? '';
    current = e.cause;
  }
  return null;
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
