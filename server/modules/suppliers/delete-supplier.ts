import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { deleted, type DeleteOutcome } from '../../core/delete-outcome';
import { findSupplier } from './find-supplier';

/**
 * Deletes a supplier. No document refers to suppliers yet; the import issue adds the
 * "in use → deactivate" check when imports (phiếu nhập) name a supplier.
 */
export async function deleteSupplier(db: DbOrTx, input: { shopId: string; supplierId: string }): Promise<DeleteOutcome> {
  await findSupplier(db, { ...input, forUpdate: true });
  await db.delete(suppliers).where(eq(suppliers.id, input.supplierId));
  return deleted();
}
