import { eq, sql } from 'drizzle-orm';
import type { Customer, CustomerInput } from '@/lib/contracts/customers';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { assertUniquePhone, phoneTaken } from './assert-unique-phone';
import { customerColumns, toCustomer } from './customer-row';
import { findInShop } from '../../db/sql/find-in-shop';

export async function updateCustomer(db: DbOrTx, input: { shopId: string; customerId: string; changes: CustomerInput }): Promise<Customer> {
  const { shopId, customerId, changes } = input;
  await findInShop(db, customers, { shopId, id: customerId, forUpdate: true }, 'errors.customerNotFound');
  await assertUniquePhone(db, { shopId, phone: changes.phone, exceptCustomerId: customerId });
  await onUniqueViolation(
    () =>
      db
        .update(customers)
        .set({
          name: changes.name,
          phone: changes.phone,
          address: changes.address,
          email: changes.email,
          note: changes.note,
          ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
          updatedAt: sql`now()`,
        })
        .where(eq(customers.id, customerId)),
    { customers_shop_id_phone_key: phoneTaken },
  );
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, customerId));
  return toCustomer(row);
}
