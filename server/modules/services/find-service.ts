import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { notFound } from '../../core/app-error';
import type { ServiceRow } from './to-service-response';

/** A service of this shop; another shop's is reported as missing. */
export async function findService(db: DbOrTx, input: { shopId: string; serviceId: string; forUpdate?: boolean }): Promise<ServiceRow> {
  const query = db
    .select()
    .from(services)
    .where(and(eq(services.id, input.serviceId), eq(services.shopId, input.shopId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('errors.serviceNotFound');
  return row;
}
