import { customerKeys } from '@/entities/customers/customer-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { customerPage } from '@/lib/contracts/customers';

/** The filters the customers list keeps in its URL, besides page, page size and sort. */
export const CUSTOMER_LIST_FILTERS = ['search', 'withDebt'] as const;

/** One page of the shop's customers, as the list screen asks for it. */
export const customersQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/customers', keys: customerKeys, page: customerPage }, shopId, request);
