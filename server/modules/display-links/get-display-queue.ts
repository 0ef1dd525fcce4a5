import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DisplayQueue } from '@/lib/contracts/display-links';
import type { DbOrTx } from '../../db/client';
import { activities, activityServices } from '../../db/schema/activities';
import { pets } from '../../db/schema/pets';
import { shops } from '../../db/schema/shops';
import { startOfShopToday } from '../../db/sql/shop-days';

/**
 * The waiting room's screen: today's visits that are queued, in progress or just done, by ticket,
 * with the pet's name and its services — nothing that names or reaches the customer.
 */
export async function getDisplayQueue(db: DbOrTx, input: { shopId: string }): Promise<DisplayQueue> {
  const [shop] = await db.select({ name: shops.name, logoFileId: shops.logoFileId, timeZone: shops.timeZone }).from(shops).where(eq(shops.id, input.shopId));
  const rows = await db
    .select({
      ticketNo: activities.ticketNo,
      status: activities.status,
      petName: pets.name,
      species: pets.species,
      services: sql<string[] | string>`coalesce((select json_agg(s.name order by s.position) from ${activityServices} s where s.activity_id = ${activities.id} and s.status <> 4), '[]'::json)`,
      done: sql<number>`(select count(*)::int from ${activityServices} s where s.activity_id = ${activities.id} and s.status = 3)`,
      lines: sql<number>`(select count(*)::int from ${activityServices} s where s.activity_id = ${activities.id} and s.status <> 4)`,
    })
    .from(activities)
    .innerJoin(pets, eq(pets.id, activities.petId))
    .where(and(eq(activities.shopId, input.shopId), gte(activities.createdAt, startOfShopToday(shop.timeZone)), sql`${activities.status} in (1, 2, 3)`))
    .orderBy(asc(activities.ticketNo))
    .limit(200);
  return {
    shopName: shop.name,
    logoFileId: shop.logoFileId,
    tickets: rows.map((r) => ({ ...r, services: typeof r.services === 'string' ? JSON.parse(r.services) : r.services, done: Number(r.done), lines: Number(r.lines) })),
  };
}
