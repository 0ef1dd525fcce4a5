import { and, asc, eq } from 'drizzle-orm';
import type { CustomerDetail } from '@/lib/contracts/customers';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { notFound } from '../../core/app-error';
import { toPetSummary } from '../pets/pet-row';
import { customerColumns, toCustomer } from './customer-row';

/** A customer of this shop with their pets (the detail page). */
export async function getCustomer(db: DbOrTx, input: { shopId: string; customerId: string }): Promise<CustomerDetail> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, input.customerId), eq(customers.shopId, input.shopId)))
    .limit(1);
  if (!row) throw notFound('errors.customerNotFound');
  const petRows = await db
    .select()
    .from(pets)
    .where(and(eq(pets.shopId, input.shopId), eq(pets.customerId, input.customerId)))
    .orderBy(asc(pets.name), asc(pets.id));
  return { ...toCustomer(row), pets: petRows.map(toPetSummary) };
}
