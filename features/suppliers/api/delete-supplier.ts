import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { deleteResult } from '@/lib/contracts/delete-result';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';

/** Deletes a supplier, or deactivates one that a document refers to. */
export async function deleteSupplier(id: string) {
  const { data } = await api.delete(`/suppliers/${id}`);
  return deleteResult.parse(data);
}

export const useDeleteSupplier = () => useInvalidatingMutation(deleteSupplier, [supplierKeys.all]);
