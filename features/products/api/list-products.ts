import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { productPage } from '@/lib/contracts/products';
import { productKeys } from '@/entities/products/product-keys';

/** The filters the products list keeps in its URL, besides page, page size and sort. */
export const PRODUCT_LIST_FILTERS = ['search', 'group', 'lowStock'] as const;

export type ProductFilters = { page: number; limit: number; search: string; group: string; lowStock: string; sort: string };

export async function listProducts(shopId: string, filters: ProductFilters) {
  const { data } = await api.get('/products', { params: compactParams(filters), headers: { 'shop-Id': shopId } });
  return productPage.parse(data);
}

export const productsQuery = (shopId: string, filters: ProductFilters) =>
  queryOptions({ queryKey: productKeys.list(shopId, filters), queryFn: () => listProducts(shopId, filters), placeholderData: keepPreviousData });

export const useProducts = (shopId: string, filters: ProductFilters) => useQuery(productsQuery(shopId, filters));
