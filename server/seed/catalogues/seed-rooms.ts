import { and, eq, inArray } from 'drizzle-orm';
import { PetRoomType, type PetRoomSize } from '@/lib/enums/pet-rooms';
import type { PetSpecies } from '@/lib/enums/pets';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { services } from '../../db/schema/services';

interface RoomSeed {
  name: string;
  type: number;
  size: PetRoomSize | null;
  species: PetSpecies | null;
  dailyPrice: number;
  capacity: number;
  /** the service its days bill as, by name */
  service?: string;
  note?: string;
}

const hotel = (name: string, size: PetRoomSize, species: PetSpecies | null, dailyPrice: number, service: string, extra: Partial<RoomSeed> = {}): RoomSeed => ({
  name,
  type: PetRoomType.HOTEL,
  size,
  species,
  dailyPrice,
  capacity: 1,
  service,
  ...extra,
});
const cage = (name: string, size: PetRoomSize, dailyPrice: number, service: string, note?: string): RoomSeed => ({
  name,
  type: PetRoomType.INPATIENT_CARE,
  size,
  species: null,
  dailyPrice,
  capacity: 1,
  service,
  note,
});

// Quận 1: eight hotel rooms of three sizes (one a shared run for two small dogs of one family) and
// four inpatient cages, priced as the services they bill as.
const Q1_ROOMS: RoomSeed[] = [
  hotel('Mèo 01', 'small', 'cat', 150_000, 'Lưu chuồng mèo (ngày)'),
  hotel('Mèo 02', 'small', 'cat', 150_000, 'Lưu chuồng mèo (ngày)'),
  hotel('Nhỏ 01', 'small', 'dog', 200_000, 'Lưu chuồng khách sạn (ngày)'),
  hotel('Nhỏ 02', 'small', 'dog', 200_000, 'Lưu chuồng khách sạn (ngày)', { capacity: 2, note: 'Chuồng đôi cho hai bé cùng nhà.' }),
  hotel('Vừa 01', 'medium', 'dog', 200_000, 'Lưu chuồng khách sạn (ngày)'),
  hotel('Vừa 02', 'medium', null, 200_000, 'Lưu chuồng khách sạn (ngày)'),
  hotel('Lớn 01', 'large', 'dog', 300_000, 'Lưu chuồng chó lớn (ngày)'),
  hotel('VIP 01', 'large', null, 400_000, 'Phòng VIP có camera (ngày)', { note: 'Máy lạnh, camera xem qua điện thoại.' }),
  cage('Nội trú 01', 'small', 250_000, 'Nội trú điều trị (ngày)'),
  cage('Nội trú 02', 'small', 250_000, 'Nội trú điều trị (ngày)'),
  cage('Nội trú 03', 'medium', 250_000, 'Nội trú điều trị (ngày)'),
  cage('Hồi sức 01', 'large', 450_000, 'Nội trú chăm sóc đặc biệt (ngày)', 'Có máy thở oxy.'),
];

// The other shops start small: two hotel rooms billed as their one hotel service.
const STARTER_ROOMS: RoomSeed[] = [
  hotel('Phòng 1', 'small', null, 200_000, 'Lưu chuồng khách sạn (ngày)'),
  hotel('Phòng 2', 'medium', null, 200_000, 'Lưu chuồng khách sạn (ngày)'),
];

async function seedShopRooms(tx: DbOrTx, shopId: string, rooms: readonly RoomSeed[]): Promise<void> {
  const names = [...new Set(rooms.flatMap((r) => (r.service ? [r.service] : [])))];
  const found = await tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.shopId, shopId), inArray(services.name, names)));
  const serviceId = new Map(found.map((s) => [s.name, s.id]));
  await tx.insert(petRooms).values(
    rooms.map(({ service, note, ...room }) => ({ ...room, shopId, note: note ?? null, serviceId: service ? (serviceId.get(service) ?? null) : null })),
  );
}

/** The demo's hotel rooms and inpatient cages, once the services they bill as exist. */
export async function seedRooms(tx: DbOrTx, shopIds: { q1: string; q7: string; hanoi: string }): Promise<void> {
  await seedShopRooms(tx, shopIds.q1, Q1_ROOMS);
  await seedShopRooms(tx, shopIds.q7, STARTER_ROOMS);
  await seedShopRooms(tx, shopIds.hanoi, STARTER_ROOMS);
}
