import { and, eq } from 'drizzle-orm';
import type { PetRoomInput } from '@/lib/contracts/pet-rooms';
import { PET_ROOM_SERVICE_GROUP } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import type { petRooms } from '../../db/schema/pet-rooms';
import { services } from '../../db/schema/services';
import { conflict, validationError } from '../../core/app-error';

/** Two rooms of one board cannot share a name (the unique index compares them case-blind). */
export const roomNameTaken = () => conflict('name', 'errors.petRoomNameTaken');

/**
 * The row a room is written as, once the service it bills as is found to be this shop's and of the
 * room's kind (a hotel service for a hotel room, an inpatient treatment for a cage).
 */
export async function petRoomValues(db: DbOrTx, shopId: string, room: PetRoomInput): Promise<Omit<typeof petRooms.$inferInsert, 'shopId'>> {
  if (room.serviceId) {
    const [service] = await db
      .select({ group: services.serviceGroup })
      .from(services)
      .where(and(eq(services.id, room.serviceId), eq(services.shopId, shopId)));
    // another shop's service is as unknown here as a missing one
    if (service?.group !== PET_ROOM_SERVICE_GROUP[room.type]) throw validationError([{ field: 'serviceId', messages: ['validation.petRoomService'] }]);
  }
  return {
    name: room.name,
    type: room.type,
    size: room.size,
    species: room.species,
    dailyPrice: room.dailyPrice,
    serviceId: room.serviceId,
    capacity: room.capacity,
    note: room.note,
    ...(room.isActive === undefined ? {} : { isActive: room.isActive }),
  };
}
