import { eq, sql } from 'drizzle-orm';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import type { DbOrTx } from '../../db/client';
import { stockTakes } from '../../db/schema/stock-takes';
import { findInShop } from '../../db/sql/find-in-shop';
import { getStockTake } from './get-stock-take';
import { stockTakeNotDraft } from './complete-stock-take';

/** Cancels a draft sheet: nothing was adjusted, so nothing is reversed. */
export async function cancelStockTake(db: DbOrTx, input: { shopId: string; userId: string; stockTakeId: string }): Promise<StockTake> {
  const sheet = await findInShop(db, stockTakes, { shopId: input.shopId, id: input.stockTakeId, forUpdate: true }, 'errors.stockTakeNotFound');
  if (sheet.status !== StockTakeStatus.DRAFT) throw stockTakeNotDraft();
  await db.update(stockTakes).set({ status: StockTakeStatus.CANCELED, canceledBy: input.userId, canceledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(stockTakes.id, sheet.id));
  return getStockTake(db, { shopId: input.shopId, stockTakeId: sheet.id });
}
