import { eq, lt, ne, sql } from 'drizzle-orm';
import type { StockOverviewItem, StockOverviewQuery } from '@/lib/contracts/stock';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { listPlan } from '../../db/sql/list-plan';
import { readAll } from '../../db/sql/read-snapshot';

const SORT_COLUMNS = { name: [products.nameOrder, products.name], code: products.code, stockOnHand: products.stockOnHand, value: products.stockValue };

/**
 * The stock overview: every product holding stock (or every product, with `all`) with its value at
 * average cost, most valuable first, and the value of all of it. The products a search or filter
 * leaves are counted and summed in the same pass.
 */
export async function listStockOverview(db: DbOrTx, input: { shopId: string; query: StockOverviewQuery }) {
  const { query } = input;
  const plan = listPlan({
    table: products,
    shopId: input.shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'value', dir: 'desc' },
    filters: [
      // below its minimum includes none at all: the goods that most need ordering
      query.all || query.lowStock ? undefined : ne(products.stockOnHand, 0),
      query.group === undefined ? undefined : eq(products.productGroup, query.group),
      query.lowStock ? lt(products.stockOnHand, products.minimumStock) : undefined,
    ],
    search: { terms: 'product', name: products.name },
    summed: true,
  });
  const [rows, [totals]] = await readAll(db, [
    () => db.select().from(products).where(plan.where).orderBy(...plan.order).limit(query.limit).offset(plan.offset),
    // counted and valued in one pass over the same rows
    () => db.select({ n: sql<number>`count(*)::int`, value: sql<string>`coalesce(sum(${products.stockValue}), 0)` }).from(products).where(plan.where),
  ]);
  const items: StockOverviewItem[] = rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    unit: p.unit,
    group: p.productGroup,
    stockOnHand: p.stockOnHand,
    minimumStock: p.minimumStock,
    averageCost: p.averageCost,
    value: p.stockValue,
    isLowStock: p.stockOnHand < p.minimumStock,
  }));
  return { items, total: Number(totals.n), totalValue: Number(totals.value), page: query.page, limit: query.limit };
}
