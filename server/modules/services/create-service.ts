import type { Service, ServiceInput } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/catalogue';
import { toServiceResponse } from './to-service-response';

export async function createService(db: DbOrTx, input: { shopId: string; service: ServiceInput }): Promise<Service> {
  const { shopId, service } = input;
  const [row] = await db
    .insert(services)
    .values({
      shopId,
      name: service.name,
      serviceGroup: service.group,
      price: service.price,
      unit: service.unit,
      description: service.description,
      isActive: service.isActive ?? true,
    })
    .returning();
  return toServiceResponse(row);
}
