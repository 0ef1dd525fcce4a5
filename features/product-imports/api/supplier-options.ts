import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';
import { api } from '@/lib/api/client';
import { MAX_PAGE_SIZE } from '@/lib/contracts/pagination';
import { supplierPage } from '@/lib/contracts/suppliers';

// The suppliers an import is made with: the form's typeahead (by name, alias or phone), and the
// list filter's choices (a shop buys from tens of suppliers, not thousands: the first page by name).

export const supplierOptionKeys = {
  all: [...supplierKeys.all, 'options'] as const,
  search: (shopId: string, search: string) => [...supplierOptionKeys.all, shopId, search] as const,
  choices: (shopId: string) => [...supplierOptionKeys.all, shopId, 'choices'] as const,
};

async function listSuppliers(shopId: string, params: Record<string, string | number>) {
  const { data } = await api.get('/suppliers', { params, headers: { 'shop-Id': shopId } });
  return supplierPage.parse(data).items;
}

export const useSupplierOptions = (shopId: string, search: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: supplierOptionKeys.search(shopId, search), queryFn: () => listSuppliers(shopId, { search, limit: 10, active: 'true' }), placeholderData: keepPreviousData }),
    enabled,
  });

export const useSupplierChoices = (shopId: string) =>
  useQuery({ queryKey: supplierOptionKeys.choices(shopId), queryFn: () => listSuppliers(shopId, { limit: MAX_PAGE_SIZE, sort: 'name:asc' }) });
