import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { petRoomList } from '@/lib/contracts/pet-rooms';
import type { PetRoomTypeId } from '@/lib/enums/pet-rooms';
import { petRoomKeys } from './pet-room-keys';

/** GET /pet-rooms?type=: every room of one board, in name order. */
export const petRoomsQuery = (shopId: string, type: PetRoomTypeId) =>
  queryOptions({
    queryKey: petRoomKeys.list(shopId, { type }),
    queryFn: async () => petRoomList.parse((await api.get('/pet-rooms', { params: { type }, headers: { 'shop-Id': shopId } })).data).items,
  });

export const usePetRooms = (shopId: string, type: PetRoomTypeId) => useQuery(petRoomsQuery(shopId, type));
