import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { api } from '@/lib/api/client';
import { cashSummaryResponse } from '@/lib/contracts/cash-vouchers';

/** GET /cash-vouchers/summary: the period's opening balance, in, out and closing balance, per method and in all. */
export const cashSummaryQuery = (shopId: string, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: cashVoucherKeys.summary(shopId, period),
    queryFn: async () => cashSummaryResponse.parse((await api.get('/cash-vouchers/summary', { params: period, headers: { 'shop-Id': shopId } })).data),
    placeholderData: keepPreviousData,
  });

export const useCashSummary = (shopId: string, period: { from: string; to: string }) => useQuery(cashSummaryQuery(shopId, period));
