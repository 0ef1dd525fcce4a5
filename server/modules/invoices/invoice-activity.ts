import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { needsDiscountReason } from '@/lib/books/manual-discount';
import { type ActivityLine, priceActivity } from '@/lib/books/price-activity';
import type { PromotionRule } from '@/lib/books/promotions';
import { settlePayment } from '@/lib/books/settle-payment';
import type { ActivityInvoiceInput } from '@/lib/contracts/invoice-actions';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentKind, DocumentType } from '@/lib/enums/documents';
import { type InvoiceKind, InvoicePaymentType } from '@/lib/enums/invoices';
import { formatVnd, todayIn } from '@/lib/format';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../../db/client';
import { activityProducts, activityServices } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { invoicePayments } from '../../db/schema/invoices';
import { products } from '../../db/schema/products';
import { promotions } from '../../db/schema/promotions';
import { stockMovements } from '../../db/schema/stock';
import { findInShop } from '../../db/sql/find-in-shop';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { AppError, validationError } from '../../core/app-error';
import { activityConflict, lockActivity } from '../activities/lock-activity';
import { netByMethod, refundDeposits, waitingDeposits } from './activity-deposits';
import type { SaleActor } from './create-sale';
import { invoiceByKey } from './invoice-by-key';
import { invoicePayer, receivePayments } from './receive-payments';
import { activityInvoiced, standingInvoiceOf } from './take-deposit';
import { type LineSnapshot, writeInvoice } from './write-invoice';

/**
 * The invoice of a completed activity (issue 18, DESIGN §6): its service and product lines as
 * snapshots at the prices given, its goods' cost as they left the stock when it completed (it moves
 * no stock itself), the deposits taken on it settled first — more deposited than due is given back —
 * then what is paid now; the rest owed by the customer. One standing invoice per activity (409);
 * sent again with its idempotency key, it answers the invoice issued.
 */
export async function invoiceActivity(db: DbOrTx, input: SaleActor & { activityId: string; body: ActivityInvoiceInput; at?: Date }): Promise<{ invoiceId: string; changeGiven: number }> {
  const { shopId, userId, body } = input;
  const earlier = await invoiceByKey(db, { shopId, idempotencyKey: body.idempotencyKey });
  if (earlier) return { invoiceId: earlier.id, changeGiven: earlier.changeGiven };

  const activity = await lockActivity(db, { shopId, activityId: input.activityId });
  if (activity.status !== ActivityStatus.COMPLETED) throw activityConflict('errors.activityNotCompleted', activity.status);
  const invoiced = await standingInvoiceOf(db, activity.id);
  if (invoiced) throw activityInvoiced(invoiced.code);
  const customer = activity.customerId ? await findInShop(db, customers, { shopId, id: activity.customerId }, 'errors.customerNotFound') : null;

  const kind = activity.type as InvoiceKind;
  const lines = await activityLines(db, activity.id);
  const rules = (await db.select().from(promotions).where(and(eq(promotions.shopId, shopId), eq(promotions.isActive, true)))) as PromotionRule[];
  const priced = priceActivity({ kind, day: todayIn(input.timeZone, input.at), lines, ...body, vatSettings: input.vatSettings, rules });
  if (!priced.ok) throw validationError([{ field: priced.field, messages: [priced.message] }]);
  const { totals } = priced;
  if (body.expectedTotal !== undefined && body.expectedTotal !== totals.total) throw new AppError('Conflict', 'errors.saleTotalChanged', [], { total: formatVnd(totals.total) });
  if (!body.discountReason && input.role !== Role.SHOP_ADMIN && needsDiscountReason({ lines, discount: totals.discount, promotionDiscount: priced.promotionDiscount })) {
    throw validationError([{ field: 'discountReason', messages: ['validation.discountReasonRequired'] }]);
  }

  const deposits = await waitingDeposits(db, activity.id);
  const deposited = deposits.reduce((s, d) => s + d.amount, 0);
  const settled = settlePayment(Math.max(0, totals.total - deposited), body.payments);
  if (!settled.ok) throw validationError([{ field: settled.field, messages: [settled.message] }]);
  if (settled.owed > 0 && !customer) throw validationError([{ field: 'customerId', messages: ['validation.debtNeedsCustomer'] }]);
  const overDeposited = Math.max(0, deposited - totals.total);

  const code = await nextDocumentCode(db, shopId, DocumentKind.INVOICE);
  const { invoice } = await writeInvoice(db, {
    shopId,
    userId,
    code,
    kind,
    customerId: customer?.id ?? null,
    activityId: activity.id,
    totals: { ...totals, promotionDiscount: priced.promotionDiscount },
    paid: totals.total - settled.owed,
    changeGiven: settled.changeGiven,
    promotionId: priced.promotionId,
    discountReason: body.discountReason,
    note: body.note,
    idempotencyKey: body.idempotencyKey,
    lines: lines.map((l, i) => ({ ...l, ...totals.lines[i] })),
    at: input.at,
  });
  if (deposits.length) await db.update(invoicePayments).set({ invoiceId: invoice.id }).where(inArray(invoicePayments.id, deposits.map((d) => d.id)));
  if (overDeposited > 0) {
    // the last deposits go back first, by their methods
    const back = takeFromLast(netByMethod(deposits), overDeposited);
    await refundDeposits(db, { shopId, userId, activity, customer, amounts: back, invoiceId: invoice.id, at: input.at });
  }
  if (settled.parts.length) {
    const payer = invoicePayer(customer);
    await receivePayments(db, { shopId, userId, invoice, payer, parts: settled.parts, type: InvoicePaymentType.CHECKOUT, at: input.at });
  }
  if (priced.promotionId) await db.update(promotions).set({ usageCount: sql`${promotions.usageCount} + 1` }).where(eq(promotions.id, priced.promotionId));
  return { invoiceId: invoice.id, changeGiven: settled.changeGiven };
}

/** An activity's lines as the invoice snapshots them, with what its goods cost as they left the stock. */
async function activityLines(db: DbOrTx, activityId: string): Promise<Array<ActivityLine & LineSnapshot>> {
  const services = await db.select().from(activityServices).where(eq(activityServices.activityId, activityId)).orderBy(asc(activityServices.position));
  const goods = await db
    .select({ line: activityProducts, group: products.productGroup })
    .from(activityProducts)
    .innerJoin(products, eq(products.id, activityProducts.productId))
    .where(eq(activityProducts.activityId, activityId))
    .orderBy(asc(activityProducts.position));
  const costs = await db
    .select({ productId: stockMovements.productId, units: sql<number>`-sum(${stockMovements.delta})::int`, cost: sql<string>`-sum(${stockMovements.delta} * ${stockMovements.unitCost})` })
    .from(stockMovements)
    .where(and(eq(stockMovements.documentId, activityId), eq(stockMovements.documentType, DocumentType.ACTIVITY)))
    .groupBy(stockMovements.productId);
  const perUnit = new Map(costs.map((c) => [c.productId, c.units > 0 ? Number(c.cost) / c.units : 0]));
  return [
    ...services.map((s) => ({ kind: 'service' as const, serviceId: s.serviceId, name: s.name, unitName: s.unit ?? '', unitFactor: 1, quantity: s.quantity, unitPrice: s.price, discount: 0, cost: 0 })),
    ...goods.map(({ line: p, group }) => ({
      kind: 'product' as const,
      productId: p.productId,
      productGroup: group,
      name: p.name,
      unitName: p.unitName,
      unitFactor: p.unitFactor,
      quantity: p.quantity,
      unitPrice: p.price,
      discount: 0,
      cost: Math.round((perUnit.get(p.productId) ?? 0) * p.quantity * p.unitFactor),
    })),
  ];
}

/** `amount` taken from the last of `parts` first. */
function takeFromLast(parts: ReadonlyArray<{ method: string; amount: number }>, amount: number) {
  let left = amount;
  return [...parts].reverse().flatMap((p) => {
    const part = Math.min(left, Math.max(0, p.amount));
    left -= part;
    return part > 0 ? [{ method: p.method, amount: part }] : [];
  });
}
