import { eq } from 'drizzle-orm';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { lockActivity } from '../../modules/activities/lock-activity';
import type { SaleActor } from '../../modules/invoices/create-sale';
import { invoiceActivity } from '../../modules/invoices/invoice-activity';
import { quoteActivity } from '../../modules/invoices/quote-activity';
import type { SeededRandom } from '../catalogues/seeded-random';

// How the demo's customers pay at the counter: mostly in cash (the next 10 000 or 50 000 up, so
// there is change), a third by transfer, sometimes half and half; now and then a regular leaves part
// of it owing.

/** The counter's actor for the demo: the shop's VAT settings of now, a seller's role. */
export async function counterOf(db: DbOrTx, shopId: string, userId: string): Promise<SaleActor> {
  const [shop] = await db.select({ timeZone: shops.timeZone, vatSettings: shops.vatSettings }).from(shops).where(eq(shops.id, shopId));
  return { shopId, userId, role: Role.SHOP_SELLER, timeZone: shop.timeZone, vatSettings: shop.vatSettings };
}

/** What a customer hands over for `due`; `owing` keeps about half of it back (only for a customer on record). */
export function demoPayment(random: SeededRandom, due: number, owing: boolean): PaymentPart[] {
  if (due === 0) return [];
  if (owing) return [{ method: 'CASH', amount: Math.max(10_000, Math.floor(due / 2 / 10_000) * 10_000) }];
  const roll = random.next();
  if (roll < 0.3) return [{ method: 'BANK_TRANSFER', amount: due }];
  if (roll < 0.4) {
    const transfer = Math.floor(due / 2 / 1_000) * 1_000;
    return transfer > 0 ? [{ method: 'BANK_TRANSFER', amount: transfer }, { method: 'CASH', amount: due - transfer }] : [{ method: 'CASH', amount: due }];
  }
  const step = due > 200_000 ? 50_000 : 10_000;
  return [{ method: 'CASH', amount: Math.ceil(due / step) * step }];
}

/** A completed visit paid at the counter `at`: its invoice issued with what the customer hands over. */
export async function payVisit(db: DbOrTx, input: { counter: SaleActor; activityId: string; random: SeededRandom; owing: boolean; at: Date }): Promise<void> {
  const activity = await lockActivity(db, { shopId: input.counter.shopId, activityId: input.activityId });
  const quote = await quoteActivity(db, { ...input.counter, activity, discount: { removedPromotions: [] }, at: input.at });
  const payments = demoPayment(input.random, quote.due, input.owing);
  await invoiceActivity(db, { ...input.counter, activityId: input.activityId, body: { payments, removedPromotions: [], discountReason: null, note: null, idempotencyKey: `demo-visit-${input.activityId}` }, at: input.at });
}
