import { keyFactory } from '@/lib/api/key-factory';

export const petRoomKeys = keyFactory('pet-rooms');
