import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { pets } from '../../db/schema/pets';
import { deactivated, deleted, type DeleteOutcome } from '../../core/delete-outcome';
import { findPet } from './find-pet';

/** Deletes a pet with its weights, unless an activity refers to it: then it is deactivated (issue 5). */
export async function deletePet(db: DbOrTx, input: { shopId: string; petId: string }): Promise<DeleteOutcome> {
  const { shopId, petId } = input;
  await findPet(db, { shopId, petId, forUpdate: true });
  const [used] = await db
    .select({ used: sql<boolean>`true` })
    .from(activities)
    .where(and(eq(activities.shopId, shopId), eq(activities.petId, petId)))
    .limit(1);
  if (used) {
    await db.update(pets).set({ isActive: false, updatedAt: sql`now()` }).where(eq(pets.id, petId));
    return deactivated('errors.petInUse');
  }
  await db.delete(pets).where(eq(pets.id, petId));
  return deleted();
}
