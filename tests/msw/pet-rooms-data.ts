import { PetRoomType, type PetRoomSize } from '@/lib/enums/pet-rooms';
import type { PetSpecies } from '@/lib/enums/pets';
import { MOCK_CATALOGUE, uuid } from './catalogue-data';

// The hotel rooms and inpatient cages of the mock world (issue 19 §1), as the pet_rooms table holds
// them: Quận 1 has four hotel rooms of three sizes (one out of use) and two cages, Hà Nội one room
// that Quận 1 must never reach.

export interface MockPetRoom {
  id: string;
  shopId: string;
  name: string;
  type: number;
  size: PetRoomSize | null;
  species: PetSpecies | null;
  dailyPrice: number;
  serviceId: string | null;
  capacity: number;
  note: string | null;
  isActive: boolean;
  createdAt: string;
}

const room = (n: number) => uuid('7e0a0000', n);
export const MOCK_ROOMS = { cat1: room(1), small1: room(2), medium1: room(3), vip: room(4), cage1: room(11), cage2: room(12), hanoi: room(901) } as const;

const S = MOCK_CATALOGUE.services;

export function createMockPetRooms(shops: { q1: string; hanoi: string }, now: number): Record<string, MockPetRoom> {
  const row = (id: string, fields: Partial<MockPetRoom> & Pick<MockPetRoom, 'name' | 'type' | 'dailyPrice'>): MockPetRoom => ({
    id,
    shopId: shops.q1,
    size: null,
    species: null,
    serviceId: null,
    capacity: 1,
    note: null,
    isActive: true,
    createdAt: new Date(now - 90 * 86_400_000).toISOString(),
    ...fields,
  });
  const rows = [
    row(MOCK_ROOMS.cat1, { name: 'Mèo 01', type: PetRoomType.HOTEL, size: 'small', species: 'cat', dailyPrice: 150_000, serviceId: S.boarding }),
    row(MOCK_ROOMS.small1, { name: 'Nhỏ 01', type: PetRoomType.HOTEL, size: 'small', species: 'dog', dailyPrice: 200_000, serviceId: S.boarding, capacity: 2, note: 'Chuồng đôi cho hai bé cùng nhà.' }),
    row(MOCK_ROOMS.medium1, { name: 'Vừa 01', type: PetRoomType.HOTEL, size: 'medium', dailyPrice: 200_000, isActive: false, note: 'Đang sửa cửa.' }),
    row(MOCK_ROOMS.vip, { name: 'VIP 01', type: PetRoomType.HOTEL, size: 'large', dailyPrice: 400_000, note: 'Máy lạnh, camera xem qua điện thoại.' }),
    row(MOCK_ROOMS.cage1, { name: 'Nội trú 01', type: PetRoomType.INPATIENT_CARE, size: 'small', dailyPrice: 350_000, serviceId: S.drip }),
    row(MOCK_ROOMS.cage2, { name: 'Hồi sức 01', type: PetRoomType.INPATIENT_CARE, size: 'large', dailyPrice: 450_000 }),
    row(MOCK_ROOMS.hanoi, { name: 'Phòng Bí Mật', type: PetRoomType.HOTEL, dailyPrice: 200_000, shopId: shops.hanoi }),
  ];
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}
