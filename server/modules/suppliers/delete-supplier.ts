import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import type { DeleteOutcome } from '../../core/delete-outcome';
import { deleteOrDeactivate } from '../../db/sql/delete-or-deactivate';
import { findInShop } from '../../db/sql/find-in-shop';

/** Deletes a supplier, unless a document refers to it: then it is deactivated. */
export async function deleteSupplier(db: DbOrTx, input: { shopId: string; supplierId: string }): Promise<DeleteOutcome> {
  await findInShop(db, suppliers, { shopId: input.shopId, id: input.supplierId, forUpdate: true }, 'errors.supplierNotFound');
  return deleteOrDeactivate(db, { table: suppliers, id: input.supplierId, inUseKey: 'errors.supplierInUse' });
}
