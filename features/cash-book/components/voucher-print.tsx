'use client';

import { type PrintedShopHeader, VoucherSheet } from '@/entities/cash-vouchers/voucher-sheet';
import { useCashVoucher } from '../api/get-cash-voucher';

/** Any voucher of the cash book on A5 (FINANCIAL_RECEIPT_PAYMENTS). */
export function VoucherPrint({ shopId, voucherId, shop }: { shopId: string; voucherId: string; shop: PrintedShopHeader }) {
  const { data } = useCashVoucher(shopId, voucherId);
  return <VoucherSheet voucher={data} shop={shop} />;
}
