import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { invoicePayments } from '../../db/schema/invoices';
import { activityConflict, isPending, lockActivity } from './lock-activity';

/**
 * Deletes a draft or waiting activity (made by mistake, the customer left before anything was
 * done) with its lines; one that started, or holds a deposit, is canceled with a reason instead. Returns its status
 * before, for the realtime message.
 */
export async function deleteActivity(db: DbOrTx, input: { shopId: string; activityId: string; version?: number }): Promise<{ id: string; code: string; status: number }> {
  const row = await lockActivity(db, input);
  if (!isPending(row.status)) throw activityConflict('errors.activityNotPending', row.status);
  // money taken on it is in the books: it is canceled, its deposits given back, never deleted
  const [deposit] = await db.select({ id: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.activityId, row.id)).limit(1);
  if (deposit) throw activityConflict('errors.activityHasDeposits', row.status);
  await db.delete(activities).where(eq(activities.id, row.id));
  return { id: row.id, code: row.code, status: row.status };
}
