import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { supplierPage } from '@/lib/contracts/suppliers';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';

/** The filters the suppliers list keeps in its URL, besides page, page size and sort. */
export const SUPPLIER_LIST_FILTERS = ['search'] as const;

export type SupplierFilters = { page: number; limit: number; search: string; sort: string };

export async function listSuppliers(shopId: string, filters: SupplierFilters) {
  const { data } = await api.get('/suppliers', { params: compactParams(filters), headers: { 'shop-Id': shopId } });
  return supplierPage.parse(data);
}

export const suppliersQuery = (shopId: string, filters: SupplierFilters) =>
  queryOptions({ queryKey: supplierKeys.list(shopId, filters), queryFn: () => listSuppliers(shopId, filters), placeholderData: keepPreviousData });

export const useSuppliers = (shopId: string, filters: SupplierFilters) => useQuery(suppliersQuery(shopId, filters));
