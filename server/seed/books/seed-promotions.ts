import { and, eq } from 'drizzle-orm';
import { promotionBody } from '@/lib/contracts/promotions';
import { INVOICE_KIND_IDS, InvoiceKind } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { createPromotion } from '../../modules/promotions/create-promotion';
import type { demoClock } from './demo-clock';

/**
 * Quận 1's promotions (issue 18), made as the owner makes them: one that ran last month (the
 * demo's sales of those days took it), and two still to come, one of them switched off (codes and
 * names the API tests' own promotions neither sort before nor match). None runs
 * today, so a sale rung up in the demo costs what its lines say until someone switches one on.
 */
export async function seedPromotions(tx: DbOrTx, input: { shopId: string; owner: string; clock: ReturnType<typeof demoClock> }): Promise<void> {
  const { shopId, clock } = input;
  const day = (daysAgo: number) => clock.day(clock.daysAgo(daysAgo));
  const [ball] = await tx.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.name, 'Bóng cao su đồ chơi')));
  const made = [
    { code: 'UUDAI5', name: 'Ưu đãi: bớt 5% hóa đơn từ 300.000 ₫ (tối đa 50.000 ₫)', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: day(45), endsOn: day(20), kinds: INVOICE_KIND_IDS, minSubtotal: 300_000, discountPercent: 5, discountCap: 50_000 },
    { code: 'SINHNHAT', name: 'Sinh nhật cửa hàng: tặng bóng đồ chơi cho hóa đơn từ 500.000 ₫', method: 'INVOICE#GIFT', startsOn: day(-20), endsOn: day(-27), kinds: [InvoiceKind.RETAIL, InvoiceKind.GROOMING], minSubtotal: 500_000, giftProductId: ball.id, giftQuantity: 1 },
    { code: 'UUDAI50K', name: 'Bớt 50.000 ₫ cho hóa đơn từ 1.000.000 ₫', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: day(-50), endsOn: day(-64), kinds: INVOICE_KIND_IDS, minSubtotal: 1_000_000, discountAmount: 50_000, isActive: false },
  ];
  for (const promotion of made) await createPromotion(tx, { shopId, userId: input.owner, promotion: promotionBody.parse(promotion) });
}
