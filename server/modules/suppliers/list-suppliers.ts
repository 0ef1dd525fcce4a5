import type { Page } from '@/lib/contracts/pagination';
import type { Supplier, SupplierListQuery } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { cataloguePage } from '../../db/sql/catalogue-page';
import { toSupplierResponse } from './to-supplier-response';

const SORT_COLUMNS = { name: [suppliers.nameOrder, suppliers.name], alias: suppliers.alias, createdAt: suppliers.createdAt };

/** The shop's suppliers, found by name, alias or phone without regard to accents or case. */
export function listSuppliers(db: DbOrTx, input: { shopId: string; query: SupplierListQuery }): Promise<Page<Supplier>> {
  return cataloguePage(db, { ...input, table: suppliers, searchable: 'supplier', sortColumns: SORT_COLUMNS, toItem: toSupplierResponse });
}
