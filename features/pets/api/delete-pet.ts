import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { deleteResult } from '@/lib/contracts/delete-result';
import { ownerKeys, petKeys } from './pet-keys';

/** Deletes a pet, or deactivates one that a document refers to. */
export async function deletePet(id: string) {
  const { data } = await api.delete(`/pets/${id}`);
  return deleteResult.parse(data);
}

export const useDeletePet = () => useInvalidatingMutation(deletePet, [petKeys.all, ownerKeys.all]);
