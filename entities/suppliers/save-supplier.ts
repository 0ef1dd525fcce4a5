import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type Supplier, type SupplierInput, supplierResponse } from '@/lib/contracts/suppliers';
import { supplierKeys } from './supplier-keys';

/** POST /suppliers, or PUT /suppliers/{id} when editing. */
export async function saveSupplier(input: { id?: string; values: SupplierInput }): Promise<Supplier> {
  const { data } = input.id ? await api.put(`/suppliers/${input.id}`, input.values) : await api.post('/suppliers', input.values);
  return supplierResponse.parse(data);
}

export const useSaveSupplier = () => useInvalidatingMutation(saveSupplier, [supplierKeys.all], { silent: true });
