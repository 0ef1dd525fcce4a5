import { and, eq } from 'drizzle-orm';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import { VoucherCategory } from '@/lib/enums/cash';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { notFound } from '../../core/app-error';
import { selectVouchers, toVoucherResponse } from '../cash-vouchers/voucher-response';

/**
 * The receipt of a debt collection of this shop, for its print: those who collect debts (the seller
 * among them) print what they took without reading the rest of the cash book. Any other voucher is
 * not found.
 */
export async function getCollectionReceipt(db: DbOrTx, input: { shopId: string; voucherId: string }): Promise<CashVoucher> {
  const [row] = await selectVouchers(db).where(
    and(eq(cashVouchers.id, input.voucherId), eq(cashVouchers.shopId, input.shopId), eq(cashVouchers.category, VoucherCategory.DEBT_COLLECTION)),
  );
  if (!row) throw notFound('errors.voucherNotFound');
  return toVoucherResponse(row);
}
