import type { Promotion, PromotionInput } from '@/lib/contracts/promotions';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/promotions';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { checkPromotion, PROMOTION_CODE_TAKEN, promotionValues } from './promotion-values';
import { readPromotion } from './promotion-select';

/** A new promotion of the shop, active unless the body says otherwise, used by no invoice yet. */
export async function createPromotion(db: DbOrTx, input: { shopId: string; userId: string; promotion: PromotionInput }): Promise<Promotion> {
  const { shopId, promotion } = input;
  await checkPromotion(db, { shopId, promotion });
  const [row] = await onUniqueViolation(
    () =>
      db
        .insert(promotions)
        .values({ shopId, createdBy: input.userId, ...promotionValues(promotion) })
        .returning({ id: promotions.id }),
    PROMOTION_CODE_TAKEN,
  );
  return (await readPromotion(db, shopId, row.id))!;
}
