import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { notFound } from '../../core/app-error';
import type { SupplierRow } from './to-supplier-response';

/** A supplier of this shop; another shop's is reported as missing. */
export async function findSupplier(db: DbOrTx, input: { shopId: string; supplierId: string; forUpdate?: boolean }): Promise<SupplierRow> {
  const query = db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, input.supplierId), eq(suppliers.shopId, input.shopId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('errors.supplierNotFound');
  return row;
}
