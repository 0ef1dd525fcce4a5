import { supplierKeys } from '@/entities/suppliers/supplier-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { supplierPage } from '@/lib/contracts/suppliers';

/** The filters the suppliers list keeps in its URL, besides page, page size and sort. */
export const SUPPLIER_LIST_FILTERS = ['search'] as const;

/** One page of the shop's suppliers, as the list screen asks for it. */
export const suppliersQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/suppliers', keys: supplierKeys, page: supplierPage }, shopId, request);
