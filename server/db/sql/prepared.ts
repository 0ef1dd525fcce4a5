import type { DbOrTx } from '../client';

/**
 * A statement built once per database handle and prepared under `name`: for the look-ups every
 * request makes (its user, its shop), which then skip both the query builder and the server's
 * parse and plan.
 */
export function preparedStatement<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byHandle = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = byHandle.get(db);
    if (!statement) byHandle.set(db, (statement = build(db)));
    return statement;
  };
}
