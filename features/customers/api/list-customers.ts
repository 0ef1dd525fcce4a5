import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { customerPage } from '@/lib/contracts/customers';
import { customerKeys } from '@/entities/customers/customer-keys';

/** The filters the customers list keeps in its URL, besides page, page size and sort. */
export const CUSTOMER_LIST_FILTERS = ['search', 'withDebt'] as const;

export type CustomerFilters = { page: number; limit: number; search: string; withDebt: string; sort: string };

export async function listCustomers(shopId: string, filters: CustomerFilters) {
  const { data } = await api.get('/customers', { params: compactParams(filters), headers: { 'shop-Id': shopId } });
  return customerPage.parse(data);
}

export const customersQuery = (shopId: string, filters: CustomerFilters) =>
  queryOptions({ queryKey: customerKeys.list(shopId, filters), queryFn: () => listCustomers(shopId, filters), placeholderData: keepPreviousData });

export const useCustomers = (shopId: string, filters: CustomerFilters) => useQuery(customersQuery(shopId, filters));
