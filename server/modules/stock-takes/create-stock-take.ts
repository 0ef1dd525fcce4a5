import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_STOCK_TAKE_LINES, type StockTake, type StockTakeCreateInput } from '@/lib/contracts/stock-takes';
import { DocumentKind } from '@/lib/enums/documents';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { stockTakeLines, stockTakes } from '../../db/schema/stock-takes';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { AppError } from '../../core/app-error';
import { getStockTake } from './get-stock-take';

/** A new stock-take sheet (KK000001…): a line for each active product of the shop, or of one group, uncounted. */
export async function createStockTake(db: DbOrTx, input: { shopId: string; userId: string; body: StockTakeCreateInput; at?: Date }): Promise<StockTake> {
  const { shopId, body } = input;
  const scope = and(eq(products.shopId, shopId), eq(products.isActive, true), body.productGroup === null ? undefined : eq(products.productGroup, body.productGroup));
  const [{ n }] = await db.select({ n: count() }).from(products).where(scope);
  if (n > MAX_STOCK_TAKE_LINES) throw new AppError('BadRequest', 'errors.stockTakeTooLarge', [], { max: MAX_STOCK_TAKE_LINES });
  if (n === 0) throw new AppError('BadRequest', 'errors.stockTakeEmpty');
  const goods = await db
    .select({ id: products.id, stockOnHand: products.stockOnHand, averageCost: products.averageCost })
    .from(products)
    .where(scope)
    .orderBy(asc(products.nameOrder), asc(products.name), asc(products.id));
  const code = await nextDocumentCode(db, shopId, DocumentKind.STOCK_TAKE);
  const [row] = await db
    .insert(stockTakes)
    .values({ shopId, code, productGroup: body.productGroup, note: body.note, createdBy: input.userId, ...(input.at ? { createdAt: input.at, updatedAt: input.at } : {}) })
    .returning({ id: stockTakes.id });
  const lines = goods.map((p, i) => ({ shopId, stockTakeId: row.id, position: i + 1, productId: p.id, systemQuantity: p.stockOnHand, unitCost: p.averageCost }));
  for (let i = 0; i < lines.length; i += 1000) await db.insert(stockTakeLines).values(lines.slice(i, i + 1000));
  return getStockTake(db, { shopId, stockTakeId: row.id });
}
