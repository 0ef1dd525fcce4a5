import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PetVaccination } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activities, activityProducts } from '../../db/schema/activities';
import { pets } from '../../db/schema/pets';
import { productBatches } from '../../db/schema/stock';
import { findInShop } from '../../db/sql/find-in-shop';

/** The vaccines a pet was given on its completed visits, newest first, with the lot and the booster's due date. */
export async function listPetVaccinations(db: DbOrTx, input: { shopId: string; petId: string }): Promise<PetVaccination[]> {
  await findInShop(db, pets, { shopId: input.shopId, id: input.petId }, 'errors.petNotFound');
  const rows = await db
    .select({ activityId: activities.id, code: activities.code, givenAt: activities.completedAt, name: activityProducts.name, batchNo: productBatches.batchNo, nextDueOn: activityProducts.nextDueOn })
    .from(activityProducts)
    .innerJoin(activities, eq(activities.id, activityProducts.activityId))
    .leftJoin(productBatches, eq(productBatches.id, activityProducts.batchId))
    .where(and(eq(activities.petId, input.petId), eq(activities.shopId, input.shopId), eq(activities.status, ActivityStatus.COMPLETED), isNotNull(activityProducts.nextDueOn)))
    .orderBy(desc(activities.completedAt))
    .limit(100);
  return rows.map((r) => ({ ...r, givenAt: r.givenAt!.toISOString(), nextDueOn: r.nextDueOn! }));
}
