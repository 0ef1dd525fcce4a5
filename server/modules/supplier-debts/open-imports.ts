import { and, asc, eq, gt } from 'drizzle-orm';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { productImports } from '../../db/schema/product-imports';

/** A supplier's completed imports not fully paid, oldest first: what a payment settles, in its order. */
export function openImports(db: DbOrTx, input: { shopId: string; supplierId: string; forUpdate?: boolean }) {
  const query = db
    .select({ id: productImports.id, code: productImports.code, completedAt: productImports.completedAt, total: productImports.total, paid: productImports.paid, debt: productImports.debt })
    .from(productImports)
    .where(and(eq(productImports.shopId, input.shopId), eq(productImports.supplierId, input.supplierId), eq(productImports.status, ImportStatus.COMPLETED), gt(productImports.debt, 0)))
    .orderBy(asc(productImports.completedAt), asc(productImports.id));
  // payments refer to the imports by key (KEY SHARE): a NO KEY UPDATE lock does not wait for them
  return input.forUpdate ? query.for('no key update') : query;
}
