import type { ServiceInput } from '@/lib/contracts/services';
import type { services } from '../../db/schema/services';

/** The row a new record is inserted as (the create form and the spreadsheet import share it). */
export function serviceValues(shopId: string, service: ServiceInput): typeof services.$inferInsert {
  return {
    shopId,
    name: service.name,
    serviceGroup: service.group,
    price: service.price,
    unit: service.unit,
    description: service.description,
    isActive: service.isActive ?? true,
  };
}
