import { eq, sql } from 'drizzle-orm';
import type { Promotion } from '@/lib/contracts/promotions';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/promotions';
import { findInShop } from '../../db/sql/find-in-shop';
import { readPromotion } from './promotion-select';

/** The list's switch: a promotion switched off never applies at checkout, whatever its days. */
export async function setPromotionStatus(db: DbOrTx, input: { shopId: string; promotionId: string; isActive: boolean }): Promise<Promotion> {
  const { shopId, promotionId } = input;
  await findInShop(db, promotions, { shopId, id: promotionId, forUpdate: true }, 'errors.promotionNotFound');
  await db.update(promotions).set({ isActive: input.isActive, updatedAt: sql`now()` }).where(eq(promotions.id, promotionId));
  return (await readPromotion(db, shopId, promotionId))!;
}
