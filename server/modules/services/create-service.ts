import type { Service, ServiceInput } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { toServiceResponse } from './to-service-response';
import { serviceValues } from './service-values';

export async function createService(db: DbOrTx, input: { shopId: string; service: ServiceInput }): Promise<Service> {
  const { shopId, service } = input;
  const [row] = await db
    .insert(services)
    .values(serviceValues(shopId, service))
    .returning();
  return toServiceResponse(row);
}
