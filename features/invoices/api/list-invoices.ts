import { invoiceKeys } from '@/entities/invoices/invoice-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { invoicePage } from '@/lib/contracts/invoice-views';

/** The filters the sales history keeps in its URL, besides page, page size and sort. */
export const SALES_HISTORY_FILTERS = ['search', 'from', 'to', 'kind', 'status', 'method', 'createdBy'] as const;

/**
 * One page of the shop's invoices. Parsed by the invoice page contract, the answer keeps the sums
 * of every invoice the filters hold (`sums`: total, paid, debt) beside the generic page fields.
 */
export const invoicesQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/invoices', keys: invoiceKeys, page: invoicePage }, shopId, request);
