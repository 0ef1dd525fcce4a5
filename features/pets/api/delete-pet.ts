import { customerKeys } from '@/entities/customers/customer-keys';
import { petKeys } from '@/entities/pets/pet-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { deleteResult } from '@/lib/contracts/delete-result';

/** Deletes a pet, or deactivates one that a document refers to. */
export async function deletePet(id: string) {
  const { data } = await api.delete(`/pets/${id}`);
  return deleteResult.parse(data);
}

// the owner's page and the customers' pet counts show the pet too
export const useDeletePet = () => useInvalidatingMutation(deletePet, [petKeys.all, customerKeys.all]);
