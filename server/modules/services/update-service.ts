import { eq, sql } from 'drizzle-orm';
import type { Service, ServiceInput } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { toServiceResponse } from './to-service-response';
import { findInShop } from '../../db/sql/find-in-shop';

/** Edits a service; activity lines keep the name and price they were made with (snapshots). */
export async function updateService(db: DbOrTx, input: { shopId: string; serviceId: string; changes: ServiceInput }): Promise<Service> {
  const { shopId, serviceId, changes } = input;
  await findInShop(db, services, { shopId, id: serviceId, forUpdate: true }, 'errors.serviceNotFound');
  const [row] = await db
    .update(services)
    .set({
      name: changes.name,
      serviceGroup: changes.group,
      price: changes.price,
      unit: changes.unit,
      description: changes.description,
      ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
      updatedAt: sql`now()`,
    })
    .where(eq(services.id, serviceId))
    .returning();
  return toServiceResponse(row);
}
