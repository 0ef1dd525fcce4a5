import { eq, sql } from 'drizzle-orm';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { DocumentType } from '@/lib/enums/documents';
import { StockReason } from '@/lib/enums/stock';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import type { DbOrTx } from '../../db/client';
import { stockTakes } from '../../db/schema/stock-takes';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { alreadyVoided } from '../cash-vouchers/reverse-voucher';
import { reverseDocumentStock } from '../stock/reverse-document-stock';
import { getStockTake } from './get-stock-take';

/**
 * Voids a completed stock-take (DESIGN §6, void never edit): every adjustment it wrote is reversed
 * by a new row of the ledger (reason stock_take_void, the sheet as document) — what it found
 * missing comes back into the batches it left, what it found goes out again from the stock without
 * a batch it went into, refused (409) when those goods are no longer there. The sheet stays, voided,
 * with who, when and why.
 */
export async function voidStockTake(db: DbOrTx, input: { shopId: string; userId: string; stockTakeId: string; reason: string; at?: Date }): Promise<StockTake> {
  const { shopId, userId } = input;
  const sheet = await findInShop(db, stockTakes, { shopId, id: input.stockTakeId, forUpdate: true }, 'errors.stockTakeNotFound');
  if (sheet.status === StockTakeStatus.VOIDED) throw alreadyVoided();
  if (sheet.status !== StockTakeStatus.COMPLETED) throw new AppError('Conflict', 'errors.stockTakeNotCompleted');

  await reverseDocumentStock(db, {
    shopId,
    userId,
    reason: StockReason.STOCK_TAKE_VOID,
    reasons: [StockReason.STOCK_TAKE],
    document: { type: DocumentType.STOCK_TAKE, id: sheet.id, code: sheet.code },
    at: input.at,
  });
  await db
    .update(stockTakes)
    .set({ status: StockTakeStatus.VOIDED, voidedBy: userId, voidedAt: input.at ?? sql`now()`, voidReason: input.reason, updatedAt: sql`now()` })
    .where(eq(stockTakes.id, sheet.id));
  return getStockTake(db, { shopId, stockTakeId: sheet.id });
}
