import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { productKeys } from '@/entities/products/product-keys';
import { api } from '@/lib/api/client';
import { z } from 'zod';
import { productResponse } from '@/lib/contracts/products';

// The products a document's lines are made of (an import, an activity): the typeahead of its form (by name, code or a
// scanned barcode, as GET /products searches), and a product's own record for its larger units.

export const productOptionKeys = {
  all: [...productKeys.all, 'options'] as const,
  search: (shopId: string, search: string) => [...productOptionKeys.all, shopId, search] as const,
};

// every shop role may pick products (GET /products/options), only the back office reads the catalogue
export async function searchProducts(shopId: string, search: string) {
  const { data } = await api.get('/products/options', { params: { search }, headers: { 'shop-Id': shopId } });
  return z.array(productResponse).parse(data);
}

export const productOptionsQuery = (shopId: string, search: string) =>
  queryOptions({ queryKey: productOptionKeys.search(shopId, search), queryFn: () => searchProducts(shopId, search), placeholderData: keepPreviousData });

export const useProductOptions = (shopId: string, search: string, enabled: boolean) => useQuery({ ...productOptionsQuery(shopId, search), enabled });

async function getProduct(shopId: string, id: string) {
  const { data } = await api.get(`/products/${id}`, { headers: { 'shop-Id': shopId } });
  return productResponse.parse(data);
}

/** The records of these products (a draft's lines name their products without their larger units). */
export const useProducts = (shopId: string, ids: readonly string[]) =>
  useQueries({ queries: ids.map((id) => queryOptions({ queryKey: productKeys.detail(shopId, id), queryFn: () => getProduct(shopId, id), meta: { silent: true } })) });
