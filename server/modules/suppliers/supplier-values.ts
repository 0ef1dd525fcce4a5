import type { SupplierInput } from '@/lib/contracts/suppliers';
import type { suppliers } from '../../db/schema/suppliers';

/** The row a new record is inserted as (the create form and the spreadsheet import share it). */
export function supplierValues(shopId: string, supplier: SupplierInput): typeof suppliers.$inferInsert {
  return {
    shopId,
    name: supplier.name,
    alias: supplier.alias,
    address: supplier.address,
    phone: supplier.phone,
    bankName: supplier.bankName,
    bankBranch: supplier.bankBranch,
    accountNumber: supplier.accountNumber,
    accountName: supplier.accountName,
    isActive: supplier.isActive ?? true,
  };
}
