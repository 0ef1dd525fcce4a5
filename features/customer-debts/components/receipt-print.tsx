'use client';

import { useCollectionReceipt } from '@/entities/customer-debts/collection-receipt-query';
import { type PrintedShopHeader, VoucherSheet } from '@/entities/cash-vouchers/voucher-sheet';

/** A debt collection's receipt (PHIẾU THU) on A5, printed by whoever collected it (DEBT_PROCESS_CUSTOMER_PAYMENT). */
export function ReceiptPrint({ shopId, voucherId, shop }: { shopId: string; voucherId: string; shop: PrintedShopHeader }) {
  const { data } = useCollectionReceipt(shopId, voucherId);
  return <VoucherSheet voucher={data} shop={shop} />;
}
