import { type PetDetail, petDetail, type PetInput } from '@/lib/contracts/pets';
import { customerKeys } from '@/entities/customers/customer-keys';
import { petKeys } from '@/entities/pets/pet-keys';
import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';

/** POST /pets, or PUT /pets/{id} when editing; a new weight joins the history. */
export async function savePet(input: { id?: string; values: PetInput }): Promise<PetDetail> {
  const { data } = input.id ? await api.put(`/pets/${input.id}`, input.values) : await api.post('/pets', input.values);
  return petDetail.parse(data);
}

// silent: the form shows the field errors. The owner's page and the customers' pet counts show the pet too.
export const useSavePet = () => useInvalidatingMutation(savePet, [petKeys.all, customerKeys.all], { silent: true });
