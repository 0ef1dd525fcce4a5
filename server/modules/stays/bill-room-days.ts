import { eq, sql } from 'drizzle-orm';
import { ActivityStatus } from '@/lib/enums/activities';
import { PET_ROOM_SERVICE_GROUP, type PetRoomTypeId } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { activityServices } from '../../db/schema/activities';
import { petStays } from '../../db/schema/pet-stays';
import { services } from '../../db/schema/services';
import type { LockedRoom } from './room-place';

/**
 * The days a stay spent in a room, as a done line of its activity: the room's billed-as service
 * (named with the room) × the days at the room's daily price. Written when the pet leaves the room
 * (a move, the check-out), so the invoice bills each room at its own price.
 */
export async function billRoomDays(db: DbOrTx, input: { shopId: string; userId: string; activityId: string; room: LockedRoom; days: number; at: Date }): Promise<void> {
  const { room, days } = input;
  if (days <= 0) return;
  const [service] = room.serviceId ? await db.select({ name: services.name, unit: services.unit }).from(services).where(eq(services.id, room.serviceId)) : [];
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${activityServices.position}), 0)::int + 1` })
    .from(activityServices)
    .where(eq(activityServices.activityId, input.activityId));
  await db.insert(activityServices).values({
    shopId: input.shopId,
    activityId: input.activityId,
    position: next,
    serviceId: room.serviceId,
    serviceGroup: PET_ROOM_SERVICE_GROUP[room.type as PetRoomTypeId],
    name: service ? `${service.name} · ${room.name}` : room.name,
    unit: service?.unit ?? null,
    quantity: days,
    price: room.dailyPrice,
    status: ActivityStatus.COMPLETED,
    performerId: input.userId,
    startedAt: input.at,
    completedAt: input.at,
  });
  await db.update(petStays).set({ billedDays: sql`${petStays.billedDays} + ${days}` }).where(eq(petStays.activityId, input.activityId));
}
