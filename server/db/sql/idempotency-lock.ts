import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../client';
import { executeRows } from './execute-rows';
import { cashVouchers } from '../schema/cash-vouchers';
import { invoicePayments, invoices } from '../schema/invoices';
import { productImports } from '../schema/product-imports';

/** What a client's idempotency key makes: one kind of document per key in a shop. */
export type KeyedWrite = 'invoice' | 'invoicePayment' | 'voucher' | 'import';

const HOLDERS: Record<KeyedWrite, (shopId: string, key: string) => SQL> = {
  invoice: (shopId, key) => sql`select 1 from ${invoices} where ${invoices.shopId} = ${shopId} and ${invoices.idempotencyKey} = ${key}`,
  invoicePayment: (shopId, key) =>
    sql`select 1 from ${invoicePayments} where ${invoicePayments.shopId} = ${shopId} and ${invoicePayments.idempotencyKey} = ${key}`,
  voucher: (shopId, key) => sql`select 1 from ${cashVouchers} where ${cashVouchers.shopId} = ${shopId} and ${cashVouchers.idempotencyKey} = ${key}`,
  import: (shopId, key) =>
    sql`select 1 from ${productImports} where ${productImports.shopId} = ${shopId} and (${productImports.idempotencyKey} = ${key} or ${productImports.completionKey} = ${key})`,
};

/**
 * Holds a shop's idempotency key until the transaction ends (an advisory lock): a second request
 * with the same key waits for the first, then finds what it wrote instead of writing it again. A
 * key that already made another kind of document (a debt collection's key sent with an invoice's
 * payment) is a conflict, so no two payments of the books share a key (DESIGN §6).
 */
export async function lockIdempotencyKey(db: DbOrTx, shopId: string, key: string, write: KeyedWrite): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${shopId}:${key}`}, 0))`);
  // a retry finds its key on its own kind (the payments taken with a new invoice carry none: the invoice holds it)
  const others = (Object.keys(HOLDERS) as KeyedWrite[]).filter((k) => k !== write).map((k) => HOLDERS[k](shopId, key));
  const [elsewhere] = await executeRows(db, sql`${sql.join(others, sql` union all `)} limit 1`);
  if (elsewhere) throw new AppError('Conflict', 'errors.idempotencyKeyReused');
}
