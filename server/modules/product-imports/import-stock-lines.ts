import { asc, eq } from 'drizzle-orm';
import { landedCosts } from '@/lib/books/import-totals';
import type { DbOrTx } from '../../db/client';
import { productImportLines, type productImports } from '../../db/schema/product-imports';

/**
 * An import's lines as the stock ledger takes them: base units (quantity × factor), the lot, and
 * each line's landed cost (its share of the discount and other costs) — the same figures when it
 * completes and when it is voided.
 */
export async function importStockLines(db: DbOrTx, row: typeof productImports.$inferSelect) {
  const lines = await db.select().from(productImportLines).where(eq(productImportLines.importId, row.id)).orderBy(asc(productImportLines.position));
  const costs = landedCosts({ lines, discount: row.discount, otherCosts: row.otherCosts });
  return lines.map((line, i) => ({ line, baseQuantity: line.quantity * line.unitFactor, cost: costs[i] }));
}
