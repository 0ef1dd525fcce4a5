import type { Supplier, SupplierInput } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { toSupplierResponse } from './to-supplier-response';
import { supplierValues } from './supplier-values';

export async function createSupplier(db: DbOrTx, input: { shopId: string; supplier: SupplierInput }): Promise<Supplier> {
  const { shopId, supplier } = input;
  const [row] = await db
    .insert(suppliers)
    .values(supplierValues(shopId, supplier))
    .returning();
  return toSupplierResponse(row);
}
