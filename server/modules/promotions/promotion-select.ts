import { and, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Promotion, PromotionProduct } from '@/lib/contracts/promotions';
import { pick } from '@/lib/pick';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { promotions } from '../../db/schema/promotions';

const buyProduct = alias(products, 'buy_product');
const giftProduct = alias(products, 'gift_product');

/** Promotions with the products they name (what the customer buys, what they are given). */
export const selectPromotions = (db: DbOrTx) =>
  db
    .select({
      promotion: getTableColumns(promotions),
      buyProduct: { id: buyProduct.id, code: buyProduct.code, name: buyProduct.name, unit: buyProduct.unit },
      giftProduct: { id: giftProduct.id, code: giftProduct.code, name: giftProduct.name, unit: giftProduct.unit },
    })
    .from(promotions)
    .leftJoin(buyProduct, eq(buyProduct.id, promotions.buyProductId))
    .leftJoin(giftProduct, eq(giftProduct.id, promotions.giftProductId))
    .$dynamic();

export type SelectedPromotion = Awaited<ReturnType<typeof selectPromotions>>[number];

const productOf = (p: Partial<PromotionProduct> | null): PromotionProduct | null => (p?.id ? (p as PromotionProduct) : null);

export function toPromotionResponse({ promotion: p, buyProduct: buy, giftProduct: gift }: SelectedPromotion): Promotion {
  return {
    ...pick(p, ['id', 'code', 'name', 'startsOn', 'endsOn', 'isActive', 'kinds', 'minSubtotal', 'discountPercent', 'discountCap', 'discountAmount', 'buyQuantity', 'giftQuantity', 'usageCount']),
    method: p.method as Promotion['method'],
    buyProduct: productOf(buy),
    giftProduct: productOf(gift),
    createdAt: p.createdAt.toISOString(),
  };
}

/** A promotion of this shop as its answers show it (after a write, read back with its products). */
export async function readPromotion(db: DbOrTx, shopId: string, id: string): Promise<Promotion | null> {
  const [row] = await selectPromotions(db).where(and(eq(promotions.id, id), eq(promotions.shopId, shopId))).limit(1);
  return row ? toPromotionResponse(row) : null;
}
