import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { petDetail } from '@/lib/contracts/pets';
import { petKeys } from '@/entities/pets/pet-keys';

/** A pet with its owner and weight history (oldest first). */
export async function getPet(shopId: string, id: string) {
  const { data } = await api.get(`/pets/${id}`, { headers: { 'shop-Id': shopId } });
  return petDetail.parse(data);
}

export const petQuery = (shopId: string, id: string) => queryOptions({ queryKey: petKeys.detail(shopId, id), queryFn: () => getPet(shopId, id) });

export const usePet = (shopId: string, id: string) => useQuery(petQuery(shopId, id));
