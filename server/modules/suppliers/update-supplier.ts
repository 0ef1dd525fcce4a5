import { eq, sql } from 'drizzle-orm';
import type { Supplier, SupplierInput } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { toSupplierResponse } from './to-supplier-response';
import { findInShop } from '../../db/sql/find-in-shop';

export async function updateSupplier(db: DbOrTx, input: { shopId: string; supplierId: string; changes: SupplierInput }): Promise<Supplier> {
  const { shopId, supplierId, changes } = input;
  await findInShop(db, suppliers, { shopId, id: supplierId, forUpdate: true }, 'errors.supplierNotFound');
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
