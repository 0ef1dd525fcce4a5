import { and, eq, exists, or } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import { deleted, type DeleteOutcome } from '../../core/delete-outcome';
import type { DbOrTx } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema/invoices';
import { promotions } from '../../db/schema/promotions';
import { findInShop } from '../../db/sql/find-in-shop';

/**
 * Deletes a promotion no invoice ever used. One that gave something — even on an invoice voided
 * since, which still names it — stays for the invoices' sake and is switched off instead (409).
 */
export async function deletePromotion(db: DbOrTx, input: { shopId: string; promotionId: string }): Promise<DeleteOutcome> {
  const { promotionId } = input;
  const promotion = await findInShop(db, promotions, { shopId: input.shopId, id: promotionId, forUpdate: true }, 'errors.promotionNotFound');
  const named = or(
    exists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.promotionId, promotionId))),
    exists(db.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.giftOfId, promotionId))),
  );
  const [used] = await db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.id, promotionId), named)).limit(1);
  if (promotion.usageCount > 0 || used) throw new AppError('Conflict', 'errors.promotionInUse');
  await db.delete(promotions).where(eq(promotions.id, promotionId));
  return deleted();
}
