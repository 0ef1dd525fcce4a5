import type { SupplierDebtDetail } from '@/lib/contracts/supplier-debts';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { openImports } from './open-imports';
import { supplierPayments } from './supplier-payments';

/** A supplier's debt: the open imports behind it, oldest first, and the money paid and refunded. */
export async function getSupplierDebt(db: DbOrTx, input: { shopId: string; supplierId: string }): Promise<SupplierDebtDetail> {
  const { shopId, supplierId } = input;
  const supplier = await findInShop(db, suppliers, { shopId, id: supplierId }, 'errors.supplierNotFound');
  const imports = await openImports(db, { shopId, supplierId });
  return {
    supplier: { id: supplier.id, name: supplier.name, alias: supplier.alias, phone: supplier.phone },
    debt: imports.reduce((s, i) => s + i.debt, 0),
    openImports: imports.length,
    oldestUnpaidAt: imports[0]?.completedAt?.toISOString() ?? null,
    imports: imports.map((i) => ({ ...i, completedAt: i.completedAt!.toISOString() })),
    payments: await supplierPayments(db, { shopId, supplierId }),
  };
}
