/**
 * A Postgres array literal (`{a,b,NULL}`) of ids or whole numbers, sent as one parameter and cast in
 * SQL (`::uuid[]`, `::int[]`), so a sheet's thousands of lines travel in one statement through
 * `unnest` — the same text on PGlite and PostgreSQL. Only for uuids and integers: nothing to quote.
 */
export const arrayLiteral = (values: ReadonlyArray<string | number | null>): string => `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
