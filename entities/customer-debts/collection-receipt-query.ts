import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { api } from '@/lib/api/client';
import { cashVoucherResponse } from '@/lib/contracts/cash-vouchers';

/** A debt collection's receipt (PT) for its print; another shop's, or any other voucher, answers 404 (→ the 404 page). */
export async function getCollectionReceipt(shopId: string, voucherId: string) {
  const { data } = await api.get(`/customer-debts/receipts/${voucherId}`, { headers: { 'shop-Id': shopId } });
  return cashVoucherResponse.parse(data);
}

// kept with the cash book's vouchers: a void there makes the printed receipt stale too
export const useCollectionReceipt = (shopId: string, voucherId: string) =>
  useQuery(queryOptions({ queryKey: [...cashVoucherKeys.detail(shopId, voucherId), 'receipt'], queryFn: () => getCollectionReceipt(shopId, voucherId) }));
