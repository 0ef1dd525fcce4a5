import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { notFound, validationError } from '../../core/app-error';

/** An appointment's service: one of this shop's (404), still offered (400). */
export async function bookableService(db: DbOrTx, shopId: string, serviceId: string | null | undefined): Promise<void> {
  if (!serviceId) return;
  const [service] = await db.select({ isActive: services.isActive }).from(services).where(and(eq(services.id, serviceId), eq(services.shopId, shopId)));
  if (!service) throw notFound('errors.serviceNotFound');
  if (!service.isActive) throw validationError([{ field: 'serviceId', messages: ['validation.inactiveService'] }]);
}
