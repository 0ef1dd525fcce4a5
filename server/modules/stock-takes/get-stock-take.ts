import { asc, eq } from 'drizzle-orm';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { stockTakeLines, stockTakes } from '../../db/schema/stock-takes';
import { findInShop } from '../../db/sql/find-in-shop';
import { staffRefs } from '../employees/staff-refs';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A stock-take sheet with its lines. While it is a draft the system quantity is the stock now (what
 * the counts will be compared with); once completed (or voided), the stock it was completed against.
 */
export async function getStockTake(db: DbOrTx, input: { shopId: string; stockTakeId: string }): Promise<StockTake> {
  const sheet = await findInShop(db, stockTakes, { shopId: input.shopId, id: input.stockTakeId }, 'errors.stockTakeNotFound');
  const isDraft = sheet.status === StockTakeStatus.DRAFT;
  const rows = await db
    .select({ line: stockTakeLines, product: { code: products.code, barcode: products.barcode, name: products.name, unit: products.unit, stockOnHand: products.stockOnHand, averageCost: products.averageCost } })
    .from(stockTakeLines)
    .innerJoin(products, eq(products.id, stockTakeLines.productId))
    .where(eq(stockTakeLines.stockTakeId, sheet.id))
    .orderBy(asc(stockTakeLines.position));
  const lines = rows.map(({ line, product }) => {
    const systemQuantity = isDraft ? product.stockOnHand : line.systemQuantity;
    const unitCost = isDraft ? product.averageCost : line.unitCost;
    const difference = line.countedQuantity === null ? null : isDraft ? line.countedQuantity - systemQuantity : line.difference;
    return {
      productId: line.productId,
      code: product.code,
      barcode: product.barcode,
      name: product.name,
      unit: product.unit,
      systemQuantity,
      countedQuantity: line.countedQuantity,
      difference,
      unitCost,
      differenceValue: difference === null ? null : difference * unitCost,
    };
  });
  const staff = await staffRefs(db, [sheet.createdBy, sheet.completedBy, sheet.canceledBy, sheet.voidedBy]);
  return {
    id: sheet.id,
    code: sheet.code,
    status: sheet.status,
    productGroup: sheet.productGroup,
    note: sheet.note,
    lineCount: lines.length,
    countedCount: lines.filter((l) => l.countedQuantity !== null).length,
    differenceValue: isDraft ? lines.reduce((s, l) => s + (l.differenceValue ?? 0), 0) : sheet.differenceValue,
    createdAt: sheet.createdAt.toISOString(),
    createdBy: staff(sheet.createdBy)!,
    completedAt: iso(sheet.completedAt),
    completedBy: staff(sheet.completedBy),
    canceledAt: iso(sheet.canceledAt),
    canceledBy: staff(sheet.canceledBy),
    voidedAt: iso(sheet.voidedAt),
    voidedBy: staff(sheet.voidedBy),
    voidReason: sheet.voidReason,
    lines,
  };
}
