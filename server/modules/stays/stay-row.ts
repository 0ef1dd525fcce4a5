import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Stay } from '@/lib/contracts/stays';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { petRooms } from '../../db/schema/pet-rooms';
import { petStays } from '../../db/schema/pet-stays';
import { pets } from '../../db/schema/pets';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** This shop's stays matching `where`, soonest first, each with its activity's code, pet, customer and room. */
export async function selectStays(db: DbOrTx, shopId: string, where?: SQL): Promise<Stay[]> {
  const rows = await db
    .select({
      stay: petStays,
      code: activities.code,
      pet: { id: pets.id, name: pets.name, species: pets.species },
      customer: { id: customers.id, name: customers.name, phone: customers.phone },
      room: { id: petRooms.id, name: petRooms.name, type: petRooms.type },
    })
    .from(petStays)
    .innerJoin(activities, eq(activities.id, petStays.activityId))
    .innerJoin(pets, eq(pets.id, activities.petId))
    .innerJoin(customers, eq(customers.id, activities.customerId))
    .innerJoin(petRooms, eq(petRooms.id, petStays.roomId))
    .where(and(eq(petStays.shopId, shopId), where))
    .orderBy(asc(petStays.startsAt), asc(petStays.id));
  return rows.map(({ stay, code, pet, customer, room }) => ({
    id: stay.id,
    activityId: stay.activityId,
    code,
    status: stay.status,
    startsAt: stay.startsAt.toISOString(),
    endsAt: stay.endsAt.toISOString(),
    checkedInAt: iso(stay.checkedInAt),
    pet,
    customer,
    room,
    feedingNote: stay.feedingNote,
    careNote: stay.careNote,
    belongings: stay.belongings,
  }));
}
