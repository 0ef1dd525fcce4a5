import type { Supplier } from '@/lib/contracts/suppliers';
import { pick } from '@/lib/pick';
import type { suppliers } from '../../db/schema/suppliers';

export type SupplierRow = typeof suppliers.$inferSelect;

export function toSupplierResponse(row: SupplierRow): Supplier {
  return {
    ...pick(row, ['id', 'name', 'alias', 'address', 'phone', 'bankName', 'bankBranch', 'accountNumber', 'accountName', 'isActive']),
    createdAt: row.createdAt.toISOString(),
  };
}
