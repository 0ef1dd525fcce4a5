import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';
import { api } from '@/lib/api/client';
import { supplierResponse } from '@/lib/contracts/suppliers';

/** A supplier of the shop; an unknown or another shop's id answers 404 (→ the 404 page). */
export async function getSupplier(shopId: string, id: string) {
  const { data } = await api.get(`/suppliers/${id}`, { headers: { 'shop-Id': shopId } });
  return supplierResponse.parse(data);
}

export const useSupplier = (shopId: string, id: string) => useQuery(queryOptions({ queryKey: supplierKeys.detail(shopId, id), queryFn: () => getSupplier(shopId, id) }));
