import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activityServices } from '../../db/schema/activities';
import { services } from '../../db/schema/services';
import { deactivated, deleted, type DeleteOutcome } from '../../core/delete-outcome';
import { findService } from './find-service';

/** Deletes a service, unless an activity line refers to it: then it is deactivated (issue 5). */
export async function deleteService(db: DbOrTx, input: { shopId: string; serviceId: string }): Promise<DeleteOutcome> {
  const { shopId, serviceId } = input;
  await findService(db, { shopId, serviceId, forUpdate: true });
  const [used] = await db
    .select({ used: sql<boolean>`true` })
    .from(activityServices)
    .where(and(eq(activityServices.shopId, shopId), eq(activityServices.serviceId, serviceId)))
    .limit(1);
  if (used) {
    await db.update(services).set({ isActive: false, updatedAt: sql`now()` }).where(eq(services.id, serviceId));
    return deactivated('errors.serviceInUse');
  }
  await db.delete(services).where(eq(services.id, serviceId));
  return deleted();
}
