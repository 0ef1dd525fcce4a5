import { eq, sql } from 'drizzle-orm';
import type { Supplier, SupplierInput } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { findSupplier } from './find-supplier';
import { toSupplierResponse } from './to-supplier-response';

export async function updateSupplier(db: DbOrTx, input: { shopId: string; supplierId: string; changes: SupplierInput }): Promise<Supplier> {
  const { shopId, supplierId, changes } = input;
  await findSupplier(db, { shopId, supplierId, forUpdate: true });
  const [row] = await db
    .update(suppliers)
    .set({
      name: changes.name,
      alias: changes.alias,
      address: changes.address,
      phone: changes.phone,
      bankName: changes.bankName,
      bankBranch: changes.bankBranch,
      accountNumber: changes.accountNumber,
      accountName: changes.accountName,
      ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
      updatedAt: sql`now()`,
    })
    .where(eq(suppliers.id, supplierId))
    .returning();
  return toSupplierResponse(row);
}
