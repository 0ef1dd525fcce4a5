import { and, eq } from 'drizzle-orm';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { notFound } from '../../core/app-error';
import { selectVouchers, toVoucherResponse } from './voucher-response';

/** A voucher of this shop, as its print view shows it. */
export async function getCashVoucher(db: DbOrTx, input: { shopId: string; voucherId: string }): Promise<CashVoucher> {
  const [row] = await selectVouchers(db).where(and(eq(cashVouchers.id, input.voucherId), eq(cashVouchers.shopId, input.shopId)));
  if (!row) throw notFound('errors.voucherNotFound');
  return toVoucherResponse(row);
}
