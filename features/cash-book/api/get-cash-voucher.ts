import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { api } from '@/lib/api/client';
import { cashVoucherResponse } from '@/lib/contracts/cash-vouchers';

/** A voucher of the shop, as its print view shows it; another shop's answers 404 (→ the 404 page). */
export async function getCashVoucher(shopId: string, id: string) {
  const { data } = await api.get(`/cash-vouchers/${id}`, { headers: { 'shop-Id': shopId } });
  return cashVoucherResponse.parse(data);
}

export const useCashVoucher = (shopId: string, id: string) => useQuery(queryOptions({ queryKey: cashVoucherKeys.detail(shopId, id), queryFn: () => getCashVoucher(shopId, id) }));
