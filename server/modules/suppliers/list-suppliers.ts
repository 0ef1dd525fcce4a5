import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Supplier, SupplierListQuery } from '@/lib/contracts/suppliers';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/catalogue';
import { listOrder } from '../../db/sql/list-order';
import { idIn, recordsMatching, SEARCH_ENTITY } from '../../db/sql/search';
import { toSupplierResponse } from './to-supplier-response';

const SORT_COLUMNS = { name: [suppliers.nameOrder, suppliers.name], alias: suppliers.alias, createdAt: suppliers.createdAt };

/** The shop's suppliers, found by name, alias or phone without regard to accents or case. */
export async function listSuppliers(db: DbOrTx, input: { shopId: string; query: SupplierListQuery }): Promise<Page<Supplier>> {
  const { shopId, query } = input;
  const conditions: SQL[] = [eq(suppliers.shopId, shopId)];
  if (query.search) conditions.push(idIn(suppliers.id, recordsMatching(shopId, SEARCH_ENTITY.supplier, query.search)));
  if (query.active !== undefined) conditions.push(eq(suppliers.isActive, query.active));
  const where = and(...conditions);
  const order = listOrder(SORT_COLUMNS, query.sort, 'name', suppliers.id);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { items: rows.map(toSupplierResponse), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
