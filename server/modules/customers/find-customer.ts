import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { notFound } from '../../core/app-error';
import type { CustomerRow } from './customer-row';

/** A customer of this shop; another shop's is reported as missing. */
export async function findCustomer(db: DbOrTx, input: { shopId: string; customerId: string; forUpdate?: boolean }): Promise<CustomerRow> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, input.customerId), eq(customers.shopId, input.shopId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('errors.customerNotFound');
  return row;
}
