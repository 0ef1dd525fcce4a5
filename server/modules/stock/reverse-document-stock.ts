import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StockReason } from '@/lib/enums/stock';
import type { DbOrTx } from '../../db/client';
import { stockMovements } from '../../db/schema/stock';
import { moveStock, type MoveStockInput } from './move-stock';

/**
 * Takes back what a document moved (DESIGN §6, void never edit): its own rows of the given reasons,
 * summed per product and batch, reversed by new rows with `reason` and the document as theirs — goods
 * that went out come back into the batches they left, goods that came in go out again from where
 * they went, refused (409) when those are no longer there.
 */
export async function reverseDocumentStock(
  db: DbOrTx,
  input: Omit<MoveStockInput, 'lines'> & { reasons: readonly StockReason[] },
): Promise<void> {
  const { shopId, document } = input;
  const moved = await db
    .select({ productId: stockMovements.productId, batchId: stockMovements.batchId, delta: sql<number>`sum(${stockMovements.delta})::int` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.shopId, shopId),
        eq(stockMovements.documentId, document.id),
        eq(stockMovements.documentType, document.type),
        inArray(stockMovements.reason, [...input.reasons]),
      ),
    )
    .groupBy(stockMovements.productId, stockMovements.batchId)
    .having(sql`sum(${stockMovements.delta}) <> 0`)
    .orderBy(asc(stockMovements.productId), asc(stockMovements.batchId));
  await moveStock(db, {
    ...input,
    // a batch named going out is that batch, null the stock without one; coming in, the batch it left
    lines: moved.map((m) => ({ productId: m.productId, delta: -Number(m.delta), batchId: m.batchId })),
  });
}
