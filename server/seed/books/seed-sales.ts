import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/invoices';
import { products } from '../../db/schema/products';
import { collectCustomerDebt } from '../../modules/customer-debts/collect-customer-debt';
import { createSale } from '../../modules/invoices/create-sale';
import { priceSale } from '../../modules/invoices/price-sale';
import { voidInvoice } from '../../modules/invoices/void-invoice';
import { seededRandom } from '../catalogues/seeded-random';
import type { demoClock, Event } from './demo-clock';
import { counterOf, demoPayment } from './pay-at-counter';

/** The goods the demo's counter sells, one to three at a time. */
const COUNTER_GOODS = [
  'Hạt SmartHeart chó trưởng thành 1,5kg',
  'Pate Me-O cho mèo con 80g',
  'Súp thưởng Ciao Churu (4 thanh)',
  'Bóng cao su đồ chơi',
  'Sữa bột Bio Milk cho chó mèo 100g',
  'Lược chải lông chó mèo',
  'Bát ăn inox đôi',
  'Áo thun thú cưng size S',
];

/**
 * The counter of Quận 1 over the past `days` (issue 18), through the same use-cases as the console:
 * two to four retail sales a day of goods the shop holds enough of (never below their minimum), a
 * third to customers on record — now and then leaving part owing —, the rest to walk-ins; a debt
 * collected a week ago and a sale voided three days ago (the goods came back).
 */
export async function saleEvents(tx: DbOrTx, input: { shopId: string; seller: string; accountant: string; owner: string; clock: ReturnType<typeof demoClock>; now: Date; days: number }): Promise<Event[]> {
  const { shopId, clock } = input;
  const random = seededRandom(29);
  const goods = new Map((await tx.select({ id: products.id, name: products.name, unit: products.unit }).from(products).where(eq(products.shopId, shopId))).map((p) => [p.name, p]));
  const regulars = (await tx.select({ id: customers.id }).from(customers).where(eq(customers.shopId, shopId)).orderBy(customers.createdAt).limit(40)).map((c) => c.id);
  const events: Event[] = [];
  for (let day = input.days; day >= 0; day--) {
    const count = day === 0 ? 2 : random.int(2, 4);
    for (let i = 0; i < count; i++) {
      // today's, like today's visits, between the shop's midnight and now: never in the future
      const today = clock.daysAgo(0, 0).getTime();
      const at = day === 0 ? new Date(today + Math.floor(((input.now.getTime() - 60_000 - today) * (i + 1)) / (count + 1))) : clock.daysAgo(day, 9 + Math.floor((i * 10) / count));
      const picks = [...new Set(Array.from({ length: random.int(1, 2) }, () => random.pick(COUNTER_GOODS)))].flatMap((name) => (goods.has(name) ? [{ ...goods.get(name)!, quantity: random.int(1, 3) }] : []));
      const customerId = random.chance(0.35) ? random.pick(regulars) : null;
      const owing = customerId !== null && random.chance(0.25);
      events.push({
        at,
        run: async () => {
          // what the shop has beyond its minimum decides what is sold
          const lines = [];
          for (const p of picks) {
            const [row] = await tx.select({ stock: products.stockOnHand, minimum: products.minimumStock }).from(products).where(eq(products.id, p.id));
            if (row.stock - p.quantity >= row.minimum) lines.push({ productId: p.id, unitName: p.unit, quantity: p.quantity, discount: 0 });
          }
          if (lines.length === 0) return;
          const counter = await counterOf(tx, shopId, input.seller);
          const cart = { lines, removedPromotions: [] };
          const { quote } = await priceSale(tx, { shopId, day: clock.day(at), vatSettings: counter.vatSettings, cart });
          const payments = demoPayment(random, quote.total, owing);
          await createSale(tx, { ...counter, body: { ...cart, customerId, payments, discountReason: null, note: null, idempotencyKey: `demo-sale-${day}-${i}` }, at });
        },
      });
    }
  }
  events.push({
    at: clock.daysAgo(7, 16),
    run: async () => {
      const [most] = await tx
        .select({ customerId: invoices.customerId, debt: sql<string>`sum(${invoices.debt})` })
        .from(invoices)
        .where(and(eq(invoices.shopId, shopId), gt(invoices.debt, 0)))
        .groupBy(invoices.customerId)
        .orderBy(desc(sql`sum(${invoices.debt})`))
        .limit(1);
      if (!most?.customerId) return;
      const amount = Math.max(10_000, Math.floor(Number(most.debt) / 2 / 10_000) * 10_000);
      await collectCustomerDebt(tx, { shopId, userId: input.accountant, customerId: most.customerId, body: { amount, method: 'CASH', note: 'Khách trả bớt nợ', idempotencyKey: 'demo-collection' }, at: clock.daysAgo(7, 16) });
    },
  });
  events.push({
    at: clock.daysAgo(3, 17),
    run: async () => {
      const [sold] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.shopId, shopId), eq(invoices.kind, 6), sql`${invoices.createdAt} < ${clock.daysAgo(3, 12).toISOString()}::timestamptz`)).orderBy(desc(invoices.createdAt)).limit(1);
      if (sold) await voidInvoice(tx, { shopId, userId: input.owner, invoiceId: sold.id, body: { reason: 'Khách đổi ý, trả lại hàng', refund: 'REFUND' }, at: clock.daysAgo(3, 17) });
    },
  });
  return events;
}
