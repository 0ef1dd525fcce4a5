import { queryOptions, useQuery } from '@tanstack/react-query';
import { productImportKeys } from '@/entities/product-imports/product-import-keys';
import { api } from '@/lib/api/client';
import { productImportResponse } from '@/lib/contracts/product-imports';

/** An import with its lines and payments; an unknown or another shop's id answers 404 (→ the 404 page). */
export async function getProductImport(shopId: string, id: string) {
  const { data } = await api.get(`/product-imports/${id}`, { headers: { 'shop-Id': shopId } });
  return productImportResponse.parse(data);
}

export const productImportQuery = (shopId: string, id: string) => queryOptions({ queryKey: productImportKeys.detail(shopId, id), queryFn: () => getProductImport(shopId, id) });

export const useProductImport = (shopId: string, id: string) => useQuery(productImportQuery(shopId, id));
