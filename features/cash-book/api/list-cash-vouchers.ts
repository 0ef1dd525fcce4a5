import { cashVoucherKeys } from '@/entities/cash-vouchers/cash-voucher-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { cashVoucherPage } from '@/lib/contracts/cash-vouchers';

/** The filters the cash book keeps in its URL, besides page, page size and sort. */
export const CASH_BOOK_FILTERS = ['search', 'from', 'to', 'type', 'category', 'method', 'payerType', 'createdBy'] as const;

/** One page of the cash book, its period already filled in (cash-book-period.ts). */
export const cashVouchersQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/cash-vouchers', keys: cashVoucherKeys, page: cashVoucherPage }, shopId, request);
