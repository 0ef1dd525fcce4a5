import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { DocumentType } from '@/lib/enums/documents';
import { StockReason } from '@/lib/enums/stock';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import type { DbOrTx } from '../../db/client';
import { stockTakeLines, stockTakes } from '../../db/schema/stock-takes';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { lockProducts, moveStock } from '../stock/move-stock';
import { arrayLiteral } from '../../db/sql/array-literal';

export const stockTakeNotDraft = () => new AppError('Conflict', 'errors.stockTakeNotDraft');

/**
 * Completes a stock-take (DESIGN §6): each counted line is compared with the stock at this moment
 * — not when the sheet was made, since sales and imports went on while counting — and every
 * difference becomes an adjustment in the ledger. The lines keep the stock and cost they were
 * completed against; uncounted lines change nothing.
 */
export async function completeStockTake(db: DbOrTx, input: { shopId: string; userId: string; stockTakeId: string; at?: Date }): Promise<void> {
  const { shopId, userId } = input;
  const sheet = await findInShop(db, stockTakes, { shopId, id: input.stockTakeId, forUpdate: true }, 'errors.stockTakeNotFound');
  if (sheet.status !== StockTakeStatus.DRAFT) throw stockTakeNotDraft();
  const counted = await db
    .select({ id: stockTakeLines.id, productId: stockTakeLines.productId, countedQuantity: stockTakeLines.countedQuantity })
    .from(stockTakeLines)
    .where(and(eq(stockTakeLines.stockTakeId, sheet.id), isNotNull(stockTakeLines.countedQuantity)))
    .orderBy(asc(stockTakeLines.position));
  const now = await lockProducts(db, shopId, counted.map((l) => l.productId));
  const lines = counted.map((l) => {
    const product = now.get(l.productId)!;
    return { ...l, systemQuantity: product.stockOnHand, unitCost: product.averageCost, difference: l.countedQuantity! - product.stockOnHand };
  });
  const differing = lines.filter((l) => l.difference !== 0);
  await moveStock(db, {
    shopId,
    userId,
    reason: StockReason.STOCK_TAKE,
    document: { type: DocumentType.STOCK_TAKE, id: sheet.id, code: sheet.code },
    at: input.at,
    lines: differing.map((l) => ({ productId: l.productId, delta: l.difference })),
  });
  // every counted line keeps the stock and cost it was completed against, in one statement
  if (lines.length) {
    await db.execute(sql`
      update ${stockTakeLines} l set system_quantity = v.system_quantity, unit_cost = v.unit_cost, difference = v.difference
      from unnest(${arrayLiteral(lines.map((l) => l.id))}::uuid[], ${arrayLiteral(lines.map((l) => l.systemQuantity))}::int[],
        ${arrayLiteral(lines.map((l) => l.unitCost))}::bigint[], ${arrayLiteral(lines.map((l) => l.difference))}::int[]) as v(id, system_quantity, unit_cost, difference)
      where l.id = v.id and l.stock_take_id = ${sheet.id}::uuid`);
  }
  const differenceValue = lines.reduce((s, l) => s + l.difference * l.unitCost, 0);
  await db
    .update(stockTakes)
    .set({ status: StockTakeStatus.COMPLETED, differenceValue, completedBy: userId, completedAt: input.at ?? sql`now()`, updatedAt: sql`now()` })
    .where(eq(stockTakes.id, sheet.id));
}
