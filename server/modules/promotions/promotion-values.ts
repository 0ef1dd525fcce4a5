import { and, eq, inArray, ne } from 'drizzle-orm';
import { methodValues, type PromotionInput } from '@/lib/contracts/promotions';
import { AppError, conflict } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { promotions } from '../../db/schema/promotions';

/** The unique index of a promotion's code, as `onUniqueViolation` names it: two requests racing for one code. */
export const PROMOTION_CODE_TAKEN = { promotions_shop_id_code_key: () => conflict('code', 'errors.promotionCodeTaken') };

/**
 * Before a promotion is written: its code is the shop's only one (409 under `code`), and the
 * products it names are the shop's own — another shop's, or none, is not found under its field
 * (404), and nothing is written.
 */
export async function checkPromotion(db: DbOrTx, input: { shopId: string; promotion: PromotionInput; promotionId?: string }) {
  const { shopId, promotion, promotionId } = input;
  const [taken] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.shopId, shopId), eq(promotions.code, promotion.code), promotionId ? ne(promotions.id, promotionId) : undefined))
    .limit(1);
  if (taken) throw PROMOTION_CODE_TAKEN.promotions_shop_id_code_key();

  const given = methodValues(promotion);
  const named = (['buyProductId', 'giftProductId'] as const).filter((field) => given[field] !== null);
  if (named.length === 0) return;
  const found = await db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), inArray(products.id, named.map((field) => given[field]!))));
  const unknown = named.filter((field) => !found.some((p) => p.id === given[field]));
  if (unknown.length > 0) {
    throw new AppError('NotFound', 'errors.promotionProductNotFound', unknown.map((field) => ({ field, messages: ['errors.promotionProductNotFound'] })));
  }
}

/** The columns a promotion's body writes (create and edit alike): what its method gives; the switch stays unless the body names it. */
export function promotionValues(promotion: PromotionInput) {
  const { code, name, method, startsOn, endsOn, kinds } = promotion;
  return { code, name, method, startsOn, endsOn, kinds, ...methodValues(promotion), ...(promotion.isActive === undefined ? {} : { isActive: promotion.isActive }) };
}
