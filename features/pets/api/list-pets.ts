import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { petPage } from '@/lib/contracts/pets';
import { petKeys } from '@/entities/pets/pet-keys';

/** The filters the pets list keeps in its URL, besides page, page size and sort. */
export const PET_LIST_FILTERS = ['search', 'species', 'status'] as const;

export type PetFilters = { page: number; limit: number; search: string; species: string; status: string; sort: string };

export async function listPets(shopId: string, filters: PetFilters) {
  const { data } = await api.get('/pets', { params: compactParams(filters), headers: { 'shop-Id': shopId } });
  return petPage.parse(data);
}

export const petsQuery = (shopId: string, filters: PetFilters) =>
  queryOptions({ queryKey: petKeys.list(shopId, filters), queryFn: () => listPets(shopId, filters), placeholderData: keepPreviousData });

export const usePets = (shopId: string, filters: PetFilters) => useQuery(petsQuery(shopId, filters));
