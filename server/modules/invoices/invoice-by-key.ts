import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { lockIdempotencyKey } from '../../db/sql/idempotency-lock';

/**
 * The invoice a sale with this idempotency key already issued, if any. The key stays locked until
 * the transaction ends, so a retried request waits for the first and then finds its invoice.
 */
export async function invoiceByKey(db: DbOrTx, input: { shopId: string; idempotencyKey: string }) {
  await lockIdempotencyKey(db, input.shopId, input.idempotencyKey, 'invoice');
  const [row] = await db
    .select({ id: invoices.id, changeGiven: invoices.changeGiven })
    .from(invoices)
    .where(and(eq(invoices.shopId, input.shopId), eq(invoices.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  return row ?? null;
}
