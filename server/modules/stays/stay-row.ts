import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { roomDays, stayDays, type StayDaysRule } from '@/lib/books/stay-days';
import { minutesOfClock } from '@/lib/contracts/rules';
import type { Stay } from '@/lib/contracts/stays';
import { StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { activities, activityProducts, activityServices } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { petRooms } from '../../db/schema/pet-rooms';
import { petStays } from '../../db/schema/pet-stays';
import { pets } from '../../db/schema/pets';
import { shops } from '../../db/schema/shops';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

// what the stay's activity holds so far (before discounts and VAT): its lines, room days already billed among them
const linesTotal = sql<string>`(
  coalesce((select sum(${activityServices.price} * ${activityServices.quantity}) from ${activityServices} where ${activityServices.activityId} = ${petStays.activityId}), 0)
  + coalesce((select sum(${activityProducts.price} * ${activityProducts.quantity}) from ${activityProducts} where ${activityProducts.activityId} = ${petStays.activityId}), 0)
)`;

/** The shop's rule for counting a stay's days. */
export const stayDaysRule = (shop: { timeZone: string; lateCheckOutAfter: string }): StayDaysRule => ({
  timeZone: shop.timeZone,
  lateCheckOutAfter: minutesOfClock(shop.lateCheckOutAfter),
});

/** For a pet in its room: the days it bills so far, and what its stay comes to with them (the room it is in not billed yet). */
function soFar(stay: typeof petStays.$inferSelect, dailyPrice: number, lines: number, rule: StayDaysRule, now: Date) {
  if (stay.status !== StayStatus.CHECKED_IN || !stay.checkedInAt) return { daysSoFar: null, amountSoFar: null };
  const to = new Date(Math.max(now.getTime(), stay.checkedInAt.getTime()));
  const roomFrom = stay.roomSince ?? stay.checkedInAt;
  const unbilled = roomDays({ checkIn: stay.checkedInAt, roomFrom, roomTo: to, last: true }, rule);
  return { daysSoFar: stayDays(stay.checkedInAt, to, rule), amountSoFar: lines + unbilled * dailyPrice };
}

/** This shop's stays matching `where`, soonest first, each with its activity's code, pet, customer and room. */
export async function selectStays(db: DbOrTx, shopId: string, where?: SQL, now = new Date()): Promise<Stay[]> {
  const rows = await db
    .select({
      stay: petStays,
      code: activities.code,
      pet: { id: pets.id, name: pets.name, species: pets.species },
      customer: { id: customers.id, name: customers.name, phone: customers.phone },
      room: { id: petRooms.id, name: petRooms.name, type: petRooms.type },
      dailyPrice: petRooms.dailyPrice,
      lines: linesTotal,
      clock: { timeZone: shops.timeZone, lateCheckOutAfter: shops.lateCheckOutAfter },
    })
    .from(petStays)
    .innerJoin(activities, eq(activities.id, petStays.activityId))
    .innerJoin(pets, eq(pets.id, activities.petId))
    .innerJoin(customers, eq(customers.id, activities.customerId))
    .innerJoin(petRooms, eq(petRooms.id, petStays.roomId))
    .innerJoin(shops, eq(shops.id, petStays.shopId))
    .where(and(eq(petStays.shopId, shopId), where))
    .orderBy(asc(petStays.startsAt), asc(petStays.id));
  return rows.map(({ stay, code, pet, customer, room, dailyPrice, lines, clock }) => ({
    id: stay.id,
    activityId: stay.activityId,
    code,
    status: stay.status,
    startsAt: stay.startsAt.toISOString(),
    endsAt: stay.endsAt.toISOString(),
    checkedInAt: iso(stay.checkedInAt),
    checkedOutAt: iso(stay.checkedOutAt),
    ...soFar(stay, dailyPrice, Number(lines), stayDaysRule(clock), now),
    pet,
    customer,
    room,
    feedingNote: stay.feedingNote,
    careNote: stay.careNote,
    belongings: stay.belongings,
  }));
}
