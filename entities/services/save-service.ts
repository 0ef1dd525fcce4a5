import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type Service, type ServiceInput, serviceResponse } from '@/lib/contracts/services';
import { serviceKeys } from './service-keys';

/** POST /services, or PUT /services/{id} when editing. */
export async function saveService(input: { id?: string; values: ServiceInput }): Promise<Service> {
  const { data } = input.id ? await api.put(`/services/${input.id}`, input.values) : await api.post('/services', input.values);
  return serviceResponse.parse(data);
}

export const useSaveService = () => useInvalidatingMutation(saveService, [serviceKeys.all], { silent: true });

/** The list's on/off switch: the same PUT with the service as it is and `isActive` flipped. */
export const setServiceActive = ({ service, isActive }: { service: Service; isActive: boolean }) =>
  saveService({ id: service.id, values: { name: service.name, group: service.group as ServiceInput['group'], price: service.price, unit: service.unit, description: service.description, isActive } });

export const useSetServiceActive = () => useInvalidatingMutation(setServiceActive, [serviceKeys.all]);
