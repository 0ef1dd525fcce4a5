import { type Customer, type CustomerInput, customerResponse } from '@/lib/contracts/customers';
import { customerKeys } from '@/entities/customers/customer-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';

/** POST /customers, or PUT /customers/{id} when editing. */
export async function saveCustomer(input: { id?: string; values: CustomerInput }): Promise<Customer> {
  const { data } = input.id ? await api.put(`/customers/${input.id}`, input.values) : await api.post('/customers', input.values);
  return customerResponse.parse(data);
}

// silent: the form shows the field errors (a taken phone is a 409 naming the field)
export const useSaveCustomer = () => useInvalidatingMutation(saveCustomer, [customerKeys.all], { silent: true });
