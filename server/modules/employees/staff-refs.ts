import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

export type StaffRef = { id: string; name: string };

/** The names of the staff who made or changed documents, by id, in one query. */
export async function staffRefs(db: DbOrTx, ids: ReadonlyArray<string | null | undefined>): Promise<(id: string | null | undefined) => StaffRef | null> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const rows = wanted.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id) => (id ? (byId.get(id) ?? null) : null);
}
