import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { deleteResult } from '@/lib/contracts/delete-result';
import { serviceKeys } from '@/entities/services/service-keys';

/** Deletes a service, or deactivates one that an activity line refers to. */
export async function deleteService(id: string) {
  const { data } = await api.delete(`/services/${id}`);
  return deleteResult.parse(data);
}

export const useDeleteService = () => useInvalidatingMutation(deleteService, [serviceKeys.all]);
