import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StockTake, StockTakeUpdateInput } from '@/lib/contracts/stock-takes';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import type { DbOrTx } from '../../db/client';
import { stockTakeLines, stockTakes } from '../../db/schema/stock-takes';
import { findInShop } from '../../db/sql/find-in-shop';
import { notFound } from '../../core/app-error';
import { completeStockTake, stockTakeNotDraft } from './complete-stock-take';
import { getStockTake } from './get-stock-take';

/** Saves the counts typed so far (a draft only; a completed sheet is read-only), and completes the sheet when asked. */
export async function updateStockTake(db: DbOrTx, input: { shopId: string; userId: string; stockTakeId: string; body: StockTakeUpdateInput; at?: Date }): Promise<StockTake> {
  const { shopId, stockTakeId, body } = input;
  const sheet = await findInShop(db, stockTakes, { shopId, id: stockTakeId, forUpdate: true }, 'errors.stockTakeNotFound');
  if (sheet.status !== StockTakeStatus.DRAFT) throw stockTakeNotDraft();
  if (body.counts.length) {
    const ids = [...new Set(body.counts.map((c) => c.productId))];
    const onSheet = await db.select({ productId: stockTakeLines.productId }).from(stockTakeLines).where(and(eq(stockTakeLines.stockTakeId, stockTakeId), inArray(stockTakeLines.productId, ids)));
    if (onSheet.length !== ids.length) throw notFound('errors.notOnStockTake');
    for (const c of body.counts) {
      await db
        .update(stockTakeLines)
        .set({ countedQuantity: c.countedQuantity })
        .where(and(eq(stockTakeLines.stockTakeId, stockTakeId), eq(stockTakeLines.productId, c.productId)));
    }
  }
  await db.update(stockTakes).set({ ...(body.note === undefined ? {} : { note: body.note }), updatedAt: sql`now()` }).where(eq(stockTakes.id, stockTakeId));
  if (body.complete) await completeStockTake(db, { shopId, userId: input.userId, stockTakeId, at: input.at });
  return getStockTake(db, { shopId, stockTakeId });
}
