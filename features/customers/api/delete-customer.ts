import { customerKeys } from '@/entities/customers/customer-keys';
import { petKeys } from '@/entities/pets/pet-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { deleteResult } from '@/lib/contracts/delete-result';

/** Deletes a customer with their pets, or deactivates one that a document refers to. */
export async function deleteCustomer(id: string) {
  const { data } = await api.delete(`/customers/${id}`);
  return deleteResult.parse(data);
}

export const useDeleteCustomer = () => useInvalidatingMutation(deleteCustomer, [customerKeys.all, petKeys.all]);
