import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { StockCard, StockCardQuery } from '@/lib/contracts/stock';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { productBatches, stockMovements } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { findInShop } from '../../db/sql/find-in-shop';
import { readAll, readSnapshot } from '../../db/sql/read-snapshot';
import { withinShopDays } from '../../db/sql/shop-days';
import { unitsOf } from '../products/product-units';

/**
 * A product's stock card (thẻ kho): its ledger rows of a period, newest first, with the balance
 * before the period and at its end, and what came in and went out during it.
 */
export function getStockCard(db: DbOrTx, input: StockCardInput): Promise<StockCard> {
  // the closing balance (the product's stock) and the rows from one snapshot: they always agree
  return readSnapshot(db, (snapshot) => readStockCard(snapshot, input));
}

type StockCardInput = { shopId: string; timeZone: string; productId: string; query: StockCardQuery };

async function readStockCard(db: DbOrTx, input: StockCardInput): Promise<StockCard> {
  const { shopId, query } = input;
  const product = await findInShop(db, products, { shopId, id: input.productId }, 'errors.productNotFound');
  const ofProduct = and(eq(stockMovements.productId, product.id), eq(stockMovements.shopId, shopId));
  const during = withinShopDays(stockMovements.createdAt, { from: query.from, to: query.to, timeZone: input.timeZone });
  const where = and(ofProduct, ...during, query.reason ? eq(stockMovements.reason, query.reason) : undefined);

  // the last balance before the first day, and the last one up to the end of the last day
  const balanceBefore = async (bound: ReturnType<typeof withinShopDays>) => {
    if (bound.length === 0) return null;
    const [row] = await db.select({ balance: stockMovements.balanceAfter }).from(stockMovements).where(and(ofProduct, ...bound)).orderBy(desc(stockMovements.seq)).limit(1);
    return row?.balance ?? 0;
  };
  const startOfFrom = query.from ? [lt(stockMovements.createdAt, sql`(${query.from}::date)::timestamp at time zone ${input.timeZone}`)] : [];
  const endOfTo = query.to ? withinShopDays(stockMovements.createdAt, { to: query.to, timeZone: input.timeZone }) : [];

  const [items, [totals], opening, closing, units] = await readAll(db, [
    () =>
      db
        .select({ m: stockMovements, batch: { id: productBatches.id, batchNo: productBatches.batchNo, expiresOn: productBatches.expiresOn }, createdBy: { id: users.id, name: users.name } })
        .from(stockMovements)
        .innerJoin(users, eq(users.id, stockMovements.createdBy))
        .leftJoin(productBatches, eq(productBatches.id, stockMovements.batchId))
        .where(where)
        .orderBy(desc(stockMovements.seq))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () =>
      db
        .select({
          n: sql<number>`count(*) filter (where ${query.reason ? eq(stockMovements.reason, query.reason) : sql`true`})::int`,
          totalIn: sql<string>`coalesce(sum(${stockMovements.delta}) filter (where ${stockMovements.delta} > 0), 0)`,
          totalOut: sql<string>`coalesce(-sum(${stockMovements.delta}) filter (where ${stockMovements.delta} < 0), 0)`,
        })
        .from(stockMovements)
        // the product is this shop's (found above): by product alone, the index answers without the rows
        .where(and(eq(stockMovements.productId, product.id), ...during)),
    () => (query.from ? balanceBefore(startOfFrom) : Promise.resolve(0)),
    () => (query.to ? balanceBefore(endOfTo) : Promise.resolve(product.stockOnHand)),
    () => unitsOf(db, [product.id]),
  ]);
  return {
    product: {
      id: product.id,
      code: product.code,
      barcode: product.barcode,
      name: product.name,
      unit: product.unit,
      units: units.get(product.id) ?? [],
      stockOnHand: product.stockOnHand,
      averageCost: product.averageCost,
      minimumStock: product.minimumStock,
    },
    opening: opening ?? 0,
    closing: closing ?? 0,
    totalIn: Number(totals.totalIn),
    totalOut: Number(totals.totalOut),
    items: items.map(({ m, batch, createdBy }) => ({
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      reason: m.reason,
      documentType: m.documentType,
      documentId: m.documentId,
      documentCode: m.documentCode,
      delta: m.delta,
      balanceAfter: m.balanceAfter,
      unitCost: m.unitCost,
      batch: batch?.id ? batch : null,
      createdBy,
    })),
    total: Number(totals.n),
    page: query.page,
    limit: query.limit,
  };
}
