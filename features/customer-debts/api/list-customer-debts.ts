import { customerDebtKeys } from '@/entities/customer-debts/customer-debt-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { customerDebtPage } from '@/lib/contracts/customer-debts';

/** The filters the debts list keeps in its URL, besides page, page size and sort; `owing` absent is on. */
export const CUSTOMER_DEBT_LIST_FILTERS = ['search', 'owing'] as const;

/**
 * One page of who owes the shop. Parsed by the debts page contract, the answer keeps what every
 * filtered customer owes (`totalDebt`) and its age (`ages`) beside the generic page fields.
 */
export const customerDebtsQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/customer-debts', keys: customerDebtKeys, page: customerDebtPage }, shopId, request);
