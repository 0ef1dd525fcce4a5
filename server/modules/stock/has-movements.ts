import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockMovements } from '../../db/schema/stock';

/** Has any stock of this product moved through the ledger? */
export async function hasMovements(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: stockMovements.id }).from(stockMovements).where(eq(stockMovements.productId, productId)).limit(1);
  return !!row;
}
