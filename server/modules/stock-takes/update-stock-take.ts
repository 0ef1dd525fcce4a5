import { eq, sql } from 'drizzle-orm';
import type { StockTake, StockTakeUpdateInput } from '@/lib/contracts/stock-takes';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import type { DbOrTx } from '../../db/client';
import { stockTakeLines, stockTakes } from '../../db/schema/stock-takes';
import { findInShop } from '../../db/sql/find-in-shop';
import { notFound } from '../../core/app-error';
import { arrayLiteral } from '../../db/sql/array-literal';
import { executeRows } from '../../db/sql/execute-rows';
import { completeStockTake, stockTakeNotDraft } from './complete-stock-take';
import { getStockTake } from './get-stock-take';

/** Saves the counts typed so far (a draft only; a completed sheet is read-only), and completes the sheet when asked. */
export async function updateStockTake(db: DbOrTx, input: { shopId: string; userId: string; stockTakeId: string; body: StockTakeUpdateInput; at?: Date }): Promise<StockTake> {
  const { shopId, stockTakeId, body } = input;
  const sheet = await findInShop(db, stockTakes, { shopId, id: stockTakeId, forUpdate: true }, 'errors.stockTakeNotFound');
  if (sheet.status !== StockTakeStatus.DRAFT) throw stockTakeNotDraft();
  if (body.counts.length) {
    // the last count sent for a product is the one kept
    const counts = new Map(body.counts.map((c) => [c.productId, c.countedQuantity]));
    // one statement however long the sheet: a product not on it saves nothing and answers 404
    const [{ missing }] = await executeRows<{ missing: number | string }>(
      db,
      sql`
      with v as (
        select * from unnest(${arrayLiteral([...counts.keys()])}::uuid[], ${arrayLiteral([...counts.values()])}::int[]) as v(product_id, counted)
      ),
      missing as (
        select v.product_id from v where not exists (select 1 from ${stockTakeLines} l where l.stock_take_id = ${stockTakeId}::uuid and l.product_id = v.product_id)
      ),
      saved as (
        update ${stockTakeLines} l set counted_quantity = v.counted from v
        where l.stock_take_id = ${stockTakeId}::uuid and l.product_id = v.product_id and not exists (select 1 from missing)
        returning l.id
      )
      select (select count(*) from missing)::int as missing`,
    );
    if (Number(missing) > 0) throw notFound('errors.notOnStockTake');
  }
  await db.update(stockTakes).set({ ...(body.note === undefined ? {} : { note: body.note }), updatedAt: sql`now()` }).where(eq(stockTakes.id, stockTakeId));
  if (body.complete) await completeStockTake(db, { shopId, userId: input.userId, stockTakeId, at: input.at });
  return getStockTake(db, { shopId, stockTakeId });
}
