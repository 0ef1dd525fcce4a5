import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';

const BATCH = 10_000;

/**
 * Deletes the entries older than `days`, a batch per statement so that a first prune of years of
 * history never holds a long lock over the table the day's writes append to. Returns how many went.
 */
export async function pruneAuditEntries(db: DbOrTx, days: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from audit_entries where id in (
        select id from audit_entries where created_at < now() - make_interval(days => ${days}) limit ${BATCH}
      )`);
    const count = (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
    removed += count;
    if (count < BATCH) return removed;
  }
}
