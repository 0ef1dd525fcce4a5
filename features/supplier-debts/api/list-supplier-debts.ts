import { supplierDebtKeys } from '@/entities/supplier-debts/supplier-debt-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { supplierDebtPage } from '@/lib/contracts/supplier-debts';

/** The filters the debts list keeps in its URL, besides page, page size and sort; `owing` absent is on. */
export const SUPPLIER_DEBT_LIST_FILTERS = ['search', 'owing'] as const;

/**
 * One page of what the shop owes its suppliers. Parsed by the debts page contract, the answer keeps
 * the total owed over every page (`totalDebt`) beside the generic page fields.
 */
export const supplierDebtsQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/supplier-debts', keys: supplierDebtKeys, page: supplierDebtPage }, shopId, request);
