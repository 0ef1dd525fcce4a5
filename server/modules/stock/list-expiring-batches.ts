import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { ExpiringBatch, ExpiringBatchesQuery } from '@/lib/contracts/stock';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { productBatches } from '../../db/schema/stock';
import { containsLiteral, containsPattern, foldSql } from '../../db/sql/fold';
import { readAll } from '../../db/sql/read-snapshot';

/**
 * The batches still in stock that expire within 30, 60 or 90 days of the shop's today, or that
 * have expired already, soonest first, with their value at the product's average cost.
 */
export async function listExpiringBatches(db: DbOrTx, input: { shopId: string; timeZone: string; query: ExpiringBatchesQuery }): Promise<Page<ExpiringBatch>> {
  const { query } = input;
  const today = sql`(now() at time zone ${input.timeZone})::date`;
  const window =
    query.within === 'expired' ? sql`${productBatches.expiresOn} < ${today}` : sql`${productBatches.expiresOn} >= ${today} and ${productBatches.expiresOn} <= ${today} + ${Number(query.within)}::int`;
  const found = query.search ? or(sql`${foldSql(products.name)} like ${containsPattern(query.search)}`, sql`${products.code} ilike ${containsLiteral(query.search)}`, sql`${productBatches.batchNo} ilike ${containsLiteral(query.search)}`) : undefined;
  const where = and(eq(productBatches.shopId, input.shopId), gt(productBatches.quantity, 0), window, found);
  const dir = query.sort?.dir === 'desc' ? desc : asc;
  const order = query.sort?.field === 'name' ? [dir(products.nameOrder), dir(products.name)] : [dir(productBatches.expiresOn)];
  const [rows, [{ n }]] = await readAll(db, [
    () =>
      db
        .select({ batch: productBatches, product: { id: products.id, code: products.code, name: products.name, unit: products.unit }, averageCost: products.averageCost, daysLeft: sql<number>`(${productBatches.expiresOn} - ${today})::int` })
        .from(productBatches)
        .innerJoin(products, eq(products.id, productBatches.productId))
        .where(where)
        .orderBy(...order, asc(productBatches.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () => db.select({ n: sql<number>`count(*)::int` }).from(productBatches).innerJoin(products, eq(products.id, productBatches.productId)).where(where),
  ]);
  return {
    items: rows.map(({ batch, product, averageCost, daysLeft }) => ({
      id: batch.id,
      product,
      batchNo: batch.batchNo,
      expiresOn: batch.expiresOn!,
      quantity: batch.quantity,
      value: batch.quantity * averageCost,
      daysLeft: Number(daysLeft),
    })),
    total: Number(n),
    page: query.page,
    limit: query.limit,
  };
}
