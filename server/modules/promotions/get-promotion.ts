import type { Promotion } from '@/lib/contracts/promotions';
import { notFound } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { readPromotion } from './promotion-select';

/** A promotion of this shop, as its form shows it; another shop's is not found. */
export async function getPromotion(db: DbOrTx, input: { shopId: string; promotionId: string }): Promise<Promotion> {
  const promotion = await readPromotion(db, input.shopId, input.promotionId);
  if (!promotion) throw notFound('errors.promotionNotFound');
  return promotion;
}
