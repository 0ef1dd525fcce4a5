import { type SQL, sql } from 'drizzle-orm';

// Helpers for rows made inside the database by `generate_series` (the large seed): one statement
// makes a hundred thousand rows without sending them over the wire.

/** A text[] literal of the given values, as bound parameters. */
export const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * A number in [0, n) that looks random but depends only on the row number `i` and a salt, so every
 * run makes the same rows.
 */
export const hashed = (salt: string, n: number) => sql`((('x' || substr(md5(i::text || ${salt}), 1, 8))::bit(32)::int & 2147483647) % ${n})`;

/** One of the values, chosen by the row's hash under this salt. */
export const pickFrom = (values: readonly string[], salt: string): SQL => sql`(${textArray(values)})[1 + ${hashed(salt, values.length)}]`;

/**
 * A number in [0, n) fixed by a row's bigint `key` (an SQL expression) and a salt, like `hashed` but
 * by PostgreSQL's own integer hash: cheap enough for the tens of millions of draws of the two years
 * of books. `salt` and `n` are whole numbers of ours, written into the statement.
 */
export function rolled(key: string, salt: number, n: number): SQL {
  if (!Number.isInteger(salt) || !Number.isInteger(n) || n < 1) throw new RangeError(`rolled(${key}, ${salt}, ${n})`);
  return sql.raw(`((hashint8extended(${key}, ${salt}) & 9223372036854775807) % ${n})`);
}
