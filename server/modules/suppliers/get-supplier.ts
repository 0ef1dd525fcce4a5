import type { Supplier } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { toSupplierResponse } from './to-supplier-response';

/** A supplier of this shop, as its form shows it. */
export async function getSupplier(db: DbOrTx, input: { shopId: string; supplierId: string }): Promise<Supplier> {
  return toSupplierResponse(await findInShop(db, suppliers, { shopId: input.shopId, id: input.supplierId }, 'errors.supplierNotFound'));
}
