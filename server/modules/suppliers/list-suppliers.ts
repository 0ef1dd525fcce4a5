import { eq, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Supplier, SupplierListQuery } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { SEARCH_ENTITY } from '../../db/schema/searchable';
import { BY_NAME } from '../../db/sql/list-order';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { toSupplierResponse } from './to-supplier-response';

const SORT_COLUMNS = { name: [suppliers.nameOrder, suppliers.name], alias: suppliers.alias, createdAt: suppliers.createdAt };

/** The shop's suppliers, found by name, alias or phone without regard to accents or case. */
export async function listSuppliers(db: DbOrTx, input: { shopId: string; query: SupplierListQuery }): Promise<Page<Supplier>> {
  const { shopId, query } = input;
  const filters: SQL[] = [];
  if (query.active !== undefined) filters.push(eq(suppliers.isActive, query.active));
  const plan = listPlan({
    table: suppliers,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: BY_NAME,
    filters,
    search: { terms: SEARCH_ENTITY.supplier, name: suppliers.name },
  });

  return readPage(db, plan, query, (page) => db.select().from(suppliers).where(page.where).orderBy(...page.order).limit(page.limit).offset(page.offset), toSupplierResponse);
}
