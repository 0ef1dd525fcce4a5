import { eq, sql } from 'drizzle-orm';
import type { Promotion, PromotionInput } from '@/lib/contracts/promotions';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/promotions';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { findInShop } from '../../db/sql/find-in-shop';
import { checkPromotion, PROMOTION_CODE_TAKEN, promotionValues } from './promotion-values';
import { readPromotion } from './promotion-select';

/**
 * A promotion changed from now on. Invoices already issued keep what it gave them (their discount,
 * their gift lines, invoices.promotion_id), and its usage count stays theirs.
 */
export async function updatePromotion(db: DbOrTx, input: { shopId: string; promotionId: string; changes: PromotionInput }): Promise<Promotion> {
  const { shopId, promotionId, changes } = input;
  await findInShop(db, promotions, { shopId, id: promotionId, forUpdate: true }, 'errors.promotionNotFound');
  await checkPromotion(db, { shopId, promotion: changes, promotionId });
  await onUniqueViolation(
    () =>
      db
        .update(promotions)
        .set({ ...promotionValues(changes), updatedAt: sql`now()` })
        .where(eq(promotions.id, promotionId)),
    PROMOTION_CODE_TAKEN,
  );
  return (await readPromotion(db, shopId, promotionId))!;
}
