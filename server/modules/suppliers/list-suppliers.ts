import { eq, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Supplier, SupplierListQuery } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { catalogueListPlan } from '../../db/sql/catalogue-list';
import { SEARCH_ENTITY } from '../../db/sql/search';
import { toSupplierResponse } from './to-supplier-response';

const SORT_COLUMNS = { name: [suppliers.nameOrder, suppliers.name], alias: suppliers.alias, createdAt: suppliers.createdAt };

/** The shop's suppliers, found by name, alias or phone without regard to accents or case. */
export async function listSuppliers(db: DbOrTx, input: { shopId: string; query: SupplierListQuery }): Promise<Page<Supplier>> {
  const { shopId, query } = input;
  const filters: SQL[] = [];
  if (query.active !== undefined) filters.push(eq(suppliers.isActive, query.active));
  const plan = catalogueListPlan({ table: suppliers, entity: SEARCH_ENTITY.supplier, shopId, query, sortColumns: SORT_COLUMNS, filters });

  const [rows, total] = await Promise.all([
    db.select().from(suppliers).where(plan.where).orderBy(...plan.order).limit(query.limit).offset(plan.offset),
    plan.total(db),
  ]);
  return { items: rows.map(toSupplierResponse), total, page: query.page, limit: query.limit };
}
