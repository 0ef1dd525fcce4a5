import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { conflict } from '../../core/app-error';

export const phoneTaken = () => conflict('phone', 'errors.phoneTaken');

/** A phone, when given, belongs to one customer of the shop (DESIGN §4). */
export async function assertUniquePhone(db: DbOrTx, input: { shopId: string; phone: string | null; exceptCustomerId?: string }): Promise<void> {
  if (!input.phone) return;
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, input.shopId), eq(customers.phone, input.phone), input.exceptCustomerId ? ne(customers.id, input.exceptCustomerId) : undefined))
    .limit(1);
  if (taken) throw phoneTaken();
}
