import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerPage } from '@/lib/contracts/customers';
import { customerKeys } from '@/entities/customers/customer-keys';
import { api } from '@/lib/api/client';

// The customer typeahead (a pet's owner now; an activity's customer later): the first matches by name or phone.
export const customerOptionKeys = {
  all: [...customerKeys.all, 'options'] as const,
  search: (shopId: string, search: string) => [...customerOptionKeys.all, shopId, search] as const,
};

export async function searchCustomers(shopId: string, search: string) {
  const { data } = await api.get('/customers', { params: { search, limit: 10, active: 'true' }, headers: { 'shop-Id': shopId } });
  return customerPage.parse(data).items;
}

export const customerOptionsQuery = (shopId: string, search: string) =>
  queryOptions({ queryKey: customerOptionKeys.search(shopId, search), queryFn: () => searchCustomers(shopId, search), placeholderData: keepPreviousData });

export const useCustomerOptions = (shopId: string, search: string, enabled = true) => useQuery({ ...customerOptionsQuery(shopId, search), enabled });
