import { and, eq, sql } from 'drizzle-orm';
import type { DocumentType } from '@/lib/enums/documents';
import type { CreditReason } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { customerCredits } from '../../db/schema/customer-credits';
import { customers } from '../../db/schema/customers';
import { AppError } from '../../core/app-error';

export interface MoveCreditInput {
  shopId: string;
  userId: string;
  customerId: string | null;
  /** positive: the shop keeps money for the customer; negative: the customer spends it */
  delta: number;
  reason: CreditReason;
  /** the document whose payment moved it */
  document: { type: DocumentType; id: string; code: string };
  at?: Date;
}

/** Credit is a customer's: a walk-in sale has no one to keep it for, nor to spend it. */
export const creditNeedsCustomer = () => new AppError('Conflict', 'errors.creditNeedsCustomer');

/**
 * The one writer of a customer's credit (DESIGN §6): the balance changes in one conditional
 * statement — never below zero, so two payments racing for the same credit cannot both spend it —
 * and the change is a row of customer_credits carrying the balance that statement left.
 * Returns the row's id, which the payment it moved points to.
 */
export async function moveCredit(db: DbOrTx, input: MoveCreditInput): Promise<string> {
  if (!input.customerId) throw creditNeedsCustomer();
  const [balance] = await db
    .update(customers)
    .set({ credit: sql`${customers.credit} + ${input.delta}` })
    .where(and(eq(customers.id, input.customerId), eq(customers.shopId, input.shopId), sql`${customers.credit} + ${input.delta} >= 0`))
    .returning({ credit: customers.credit });
  if (!balance) {
    const [left] = await db.select({ credit: customers.credit }).from(customers).where(eq(customers.id, input.customerId));
    throw new AppError('Conflict', 'errors.notEnoughCredit', [], { left: left?.credit ?? 0 });
  }
  const [row] = await db
    .insert(customerCredits)
    .values({
      shopId: input.shopId,
      customerId: input.customerId,
      delta: input.delta,
      balanceAfter: balance.credit,
      reason: input.reason,
      documentType: input.document.type,
      documentId: input.document.id,
      documentCode: input.document.code,
      createdBy: input.userId,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: customerCredits.id });
  return row.id;
}
