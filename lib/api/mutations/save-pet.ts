import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { type PetDetail, petDetail, type PetInput } from '@/lib/contracts/pets';
import { ownerKeys, petKeys } from './pet-keys';

/** POST /pets, or PUT /pets/{id} when editing; a new weight joins the history. */
export async function savePet(input: { id?: string; values: PetInput }): Promise<PetDetail> {
  const { data } = input.id ? await api.put(`/pets/${input.id}`, input.values) : await api.post('/pets', input.values);
  return petDetail.parse(data);
}

export const useSavePet = () => useInvalidatingMutation(savePet, [petKeys.all, ownerKeys.all], { silent: true });
