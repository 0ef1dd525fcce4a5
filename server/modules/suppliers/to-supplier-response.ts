import type { Supplier } from '@/lib/contracts/suppliers';
import type { suppliers } from '../../db/schema/suppliers';

export type SupplierRow = typeof suppliers.$inferSelect;

export function toSupplierResponse(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    alias: row.alias,
    address: row.address,
    phone: row.phone,
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
