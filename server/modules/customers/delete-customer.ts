import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { deactivated, deleted, type DeleteOutcome } from '../../core/delete-outcome';
import { findCustomer } from './find-customer';

/**
 * Deletes a customer and their pets, unless a document (an activity of theirs or of one of their
 * pets) refers to them: then the customer is deactivated and keeps their history (issue 5).
 */
export async function deleteCustomer(db: DbOrTx, input: { shopId: string; customerId: string }): Promise<DeleteOutcome> {
  const { shopId, customerId } = input;
  await findCustomer(db, { shopId, customerId, forUpdate: true });
  const theirPets = db.select({ id: pets.id }).from(pets).where(eq(pets.customerId, customerId));
  const [used] = await db
    .select({ used: sql<boolean>`true` })
    .from(activities)
    .where(and(eq(activities.shopId, shopId), or(eq(activities.customerId, customerId), inArray(activities.petId, theirPets))))
    .limit(1);
  if (used) {
    await db.update(customers).set({ isActive: false, updatedAt: sql`now()` }).where(eq(customers.id, customerId));
    return deactivated('errors.customerInUse');
  }
  // weights go with their pets (on delete cascade)
  await db.delete(pets).where(eq(pets.customerId, customerId));
  await db.delete(customers).where(eq(customers.id, customerId));
  return deleted();
}
