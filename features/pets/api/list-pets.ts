import { petKeys } from '@/entities/pets/pet-keys';
import { shopListQuery } from '@/lib/api/list-query';
import { petPage } from '@/lib/contracts/pets';

/** The filters the pets list keeps in its URL, besides page, page size and sort. */
export const PET_LIST_FILTERS = ['search', 'species', 'status'] as const;

/** One page of the shop's pets, as the list screen asks for it. */
export const petsQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/pets', keys: petKeys, page: petPage }, shopId, request);
