import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type ActivityLine, priceActivity } from '@/lib/books/price-activity';
import type { PromotionRule } from '@/lib/books/promotions';
import type { ActivityInvoiceQuote, ActivityQuoteInput } from '@/lib/contracts/invoice-actions';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentType } from '@/lib/enums/documents';
import type { InvoiceKind } from '@/lib/enums/invoices';
import { todayIn } from '@/lib/format';
import type { VatSettings } from '@/lib/contracts/shops';
import type { DbOrTx } from '../../db/client';
import { activityProducts, activityServices } from '../../db/schema/activities';
import { products } from '../../db/schema/products';
import { promotions } from '../../db/schema/promotions';
import { stockMovements } from '../../db/schema/stock';
import { validationError } from '../../core/app-error';
import type { ActivityRow } from '../activities/lock-activity';
import { activityDepositsOf } from './activity-deposits';
import { standingInvoiceOf } from './take-deposit';
import type { LineSnapshot } from './write-invoice';

/**
 * A completed activity priced for its invoice now (lib/books/price-activity.ts): its lines, the
 * shop's running promotions of its kind, the cashier's discount; a discount over the amount is a
 * 400 under its field.
 */
export async function priceCompletedActivity(
  db: DbOrTx,
  input: { shopId: string; timeZone: string; vatSettings: VatSettings; activity: ActivityRow; discount: ActivityQuoteInput; at?: Date },
) {
  const kind = input.activity.type as InvoiceKind;
  const lines = await activityLines(db, input.activity.id);
  const rules = await db.select().from(promotions).where(and(eq(promotions.shopId, input.shopId), eq(promotions.isActive, true)));
  const priced = priceActivity({ kind, day: todayIn(input.timeZone, input.at), lines, ...input.discount, vatSettings: input.vatSettings, rules: rules as PromotionRule[] });
  if (!priced.ok) throw validationError([{ field: priced.field, messages: [priced.message] }]);
  // the promotion applied, named as it is now (the invoice keeps that name)
  const given = rules.find((r) => r.id === priced.promotionId);
  const promotion = given ? { id: given.id, code: given.code, name: given.name } : null;
  return { kind, lines, priced, promotion };
}

/** What the payment panel shows before issuing: the invoice as it would be, the deposits held, what is left to pay, and the invoice already issued if any. */
export async function quoteActivity(
  db: DbOrTx,
  input: { shopId: string; timeZone: string; vatSettings: VatSettings; activity: ActivityRow; discount: ActivityQuoteInput; at?: Date },
): Promise<ActivityInvoiceQuote> {
  const { lines, priced, promotion } = await priceCompletedActivity(db, input);
  const { totals } = priced;
  const { deposited } = await activityDepositsOf(db, input.activity.id);
  const invoice = await standingInvoiceOf(db, input.activity.id);
  return {
    lines: lines.map((l, i) => ({ kind: l.kind, name: l.name, unitName: l.unitName, quantity: l.quantity, unitPrice: l.unitPrice, ...totals.lines[i] })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    promotionDiscount: priced.promotionDiscount,
    promotion,
    vat: totals.vat,
    total: totals.total,
    deposited,
    due: Math.max(0, totals.total - deposited),
    invoice,
  };
}

/** An activity's lines as the invoice snapshots them, with what its goods cost as they left the stock. */
async function activityLines(db: DbOrTx, activityId: string): Promise<Array<ActivityLine & LineSnapshot>> {
  // a service line canceled on its own was not done: it is not billed
  const services = await db
    .select()
    .from(activityServices)
    .where(and(eq(activityServices.activityId, activityId), ne(activityServices.status, ActivityStatus.CANCELED)))
    .orderBy(asc(activityServices.position));
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

