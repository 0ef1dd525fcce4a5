import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PetRoom } from '@/lib/contracts/pet-rooms';
import type { PetRoomSize } from '@/lib/enums/pet-rooms';
import type { PetSpecies } from '@/lib/enums/pets';
import { pick } from '@/lib/pick';
import type { DbOrTx } from '../../db/client';
import { petRooms } from '../../db/schema/pet-rooms';
import { services } from '../../db/schema/services';

/** The rooms of this shop matching `where`, in the board's order, each with the service it bills as. */
export async function selectPetRooms(db: DbOrTx, shopId: string, where?: SQL): Promise<PetRoom[]> {
  const rows = await db
    .select({ room: petRooms, serviceName: services.name })
    .from(petRooms)
    .leftJoin(services, eq(services.id, petRooms.serviceId))
    .where(and(eq(petRooms.shopId, shopId), where))
    .orderBy(asc(petRooms.nameOrder), asc(petRooms.name), asc(petRooms.id));
  return rows.map(({ room, serviceName }) => ({
    ...pick(room, ['id', 'name', 'type', 'capacity', 'note', 'isActive']),
    size: room.size as PetRoomSize | null,
    species: room.species as PetSpecies | null,
    dailyPrice: Number(room.dailyPrice),
    service: room.serviceId && serviceName !== null ? { id: room.serviceId, name: serviceName } : null,
    createdAt: room.createdAt.toISOString(),
  }));
}
