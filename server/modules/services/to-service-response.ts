import type { Service } from '@/lib/contracts/services';
import type { services } from '../../db/schema/services';

export type ServiceRow = typeof services.$inferSelect;

export function toServiceResponse(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    group: row.serviceGroup,
    price: Number(row.price),
    unit: row.unit,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
