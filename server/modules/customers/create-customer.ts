import type { Customer, CustomerInput } from '@/lib/contracts/customers';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import { assertUniquePhone, phoneTaken } from './assert-unique-phone';
import { toCustomer } from './customer-row';
import { customerValues } from './customer-values';

export async function createCustomer(db: DbOrTx, input: { shopId: string; customer: CustomerInput }): Promise<Customer> {
  const { shopId, customer } = input;
  await assertUniquePhone(db, { shopId, phone: customer.phone });
  const [row] = await onUniqueViolation(
    () =>
      db
        .insert(customers)
        .values(customerValues(shopId, customer))
        .returning(),
    { customers_shop_id_phone_key: phoneTaken },
  );
  return toCustomer({ customer: row, petsCount: 0, debt: 0 });
}
