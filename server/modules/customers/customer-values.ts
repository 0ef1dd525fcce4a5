import type { CustomerInput } from '@/lib/contracts/customers';
import type { customers } from '../../db/schema/customers';

/** The row a new record is inserted as (the create form and the spreadsheet import share it). */
export function customerValues(shopId: string, customer: CustomerInput): typeof customers.$inferInsert {
  return {
    shopId,
    name: customer.name,
    phone: customer.phone,
    address: customer.address,
    email: customer.email,
    note: customer.note,
    isActive: customer.isActive ?? true,
  };
}
