import type { Service } from '@/lib/contracts/services';
import { pick } from '@/lib/pick';
import type { services } from '../../db/schema/services';

export type ServiceRow = typeof services.$inferSelect;

export function toServiceResponse(row: ServiceRow): Service {
  return {
    ...pick(row, ['id', 'name', 'unit', 'description', 'isActive']),
    group: row.serviceGroup,
    price: Number(row.price),
    createdAt: row.createdAt.toISOString(),
  };
}
