import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { lockIdempotencyKey } from '../../db/sql/idempotency-lock';
import { AppError } from '../../core/app-error';
import type { VoucherRow } from './record-voucher';

/**
 * The voucher a payment with this idempotency key already recorded, if any (DESIGN §6: a double
 * click or a retried request records one payment). The key stays locked until the transaction
 * ends, so a second request with it waits for the first and then finds its voucher.
 */
export async function recordedVoucher(db: DbOrTx, input: { shopId: string; idempotencyKey?: string | null }): Promise<VoucherRow | null> {
  if (!input.idempotencyKey) return null;
  await lockIdempotencyKey(db, input.shopId, input.idempotencyKey, 'voucher');
  const [row] = await db
    .select()
    .from(cashVouchers)
    .where(and(eq(cashVouchers.shopId, input.shopId), eq(cashVouchers.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/**
 * The voucher a retried payment already recorded, when the key was used for this very payment
 * (`isSame`), to be answered again; none for a new key; a conflict when the key paid something else.
 */
export async function repeatedPayment(db: DbOrTx, input: { shopId: string; idempotencyKey: string; isSame: (voucher: VoucherRow) => boolean }): Promise<VoucherRow | null> {
  const earlier = await recordedVoucher(db, input);
  if (earlier && !input.isSame(earlier)) throw new AppError('Conflict', 'errors.idempotencyKeyReused');
  return earlier;
}
