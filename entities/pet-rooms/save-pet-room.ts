import { api } from '@/lib/api/client';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import { deleteResult } from '@/lib/contracts/delete-result';
import { type PetRoom, type PetRoomInput, petRoomResponse } from '@/lib/contracts/pet-rooms';
import { petRoomKeys } from './pet-room-keys';

/** POST /pet-rooms, or PUT /pet-rooms/{id} when editing. */
export async function savePetRoom(input: { id?: string; values: PetRoomInput }): Promise<PetRoom> {
  const { data } = input.id ? await api.put(`/pet-rooms/${input.id}`, input.values) : await api.post('/pet-rooms', input.values);
  return petRoomResponse.parse(data);
}

export const useSavePetRoom = () => useInvalidatingMutation(savePetRoom, [petRoomKeys.all], { silent: true });

/** DELETE /pet-rooms/{id}: a room a stay used is taken out of use instead (the answer says so). */
export const deletePetRoom = async (id: string) => deleteResult.parse((await api.delete(`/pet-rooms/${id}`)).data);

export const useDeletePetRoom = () => useInvalidatingMutation(deletePetRoom, [petRoomKeys.all]);
