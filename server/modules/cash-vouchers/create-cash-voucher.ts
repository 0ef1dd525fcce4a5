import type { CashVoucher, CashVoucherInput } from '@/lib/contracts/cash-vouchers';
import { MANUAL_CATEGORIES, type VoucherCategory, type VoucherType } from '@/lib/enums/cash';
import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { getCashVoucher } from './get-cash-voucher';
import { recordVoucher } from './record-voucher';
import { recordedVoucher } from './recorded-voucher';
import { resolvePayer } from './resolve-payer';

/**
 * A voucher written by hand (an expense or other income, DESIGN §6): PT for money in, PC for money
 * out. Sent twice with the same idempotency key, it is written once.
 */
export async function createCashVoucher(db: DbOrTx, input: { shopId: string; userId: string; body: CashVoucherInput; at?: Date }): Promise<CashVoucher> {
  const { shopId, body } = input;
  const earlier = await recordedVoucher(db, { shopId, idempotencyKey: body.idempotencyKey });
  // the same key on a document's voucher (a supplier payment…) is another payment's, not this one's
  if (earlier && !MANUAL_CATEGORIES[earlier.type as VoucherType].includes(earlier.category as VoucherCategory)) throw new AppError('Conflict', 'errors.idempotencyKeyReused');
  if (earlier) return getCashVoucher(db, { shopId, voucherId: earlier.id });
  const payer = await resolvePayer(db, { shopId, type: body.payerType, id: body.payerId, name: body.payerName });
  const voucher = await recordVoucher(db, {
    shopId,
    userId: input.userId,
    type: body.type,
    category: body.category,
    payer,
    amount: body.amount,
    method: body.method,
    note: body.note,
    idempotencyKey: body.idempotencyKey,
    at: input.at,
  });
  return getCashVoucher(db, { shopId, voucherId: voucher.id });
}
