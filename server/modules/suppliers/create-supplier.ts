import type { Supplier, SupplierInput } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/catalogue';
import { toSupplierResponse } from './to-supplier-response';

export async function createSupplier(db: DbOrTx, input: { shopId: string; supplier: SupplierInput }): Promise<Supplier> {
  const { shopId, supplier } = input;
  const [row] = await db
    .insert(suppliers)
    .values({
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
    })
    .returning();
  return toSupplierResponse(row);
}
