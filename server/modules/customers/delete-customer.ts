import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import type { DeleteOutcome } from '../../core/delete-outcome';
import { deleteOrDeactivate } from '../../db/sql/delete-or-deactivate';
import { findInShop } from '../../db/sql/find-in-shop';

/**
 * Deletes a customer and their pets (and the pets' weights, on delete cascade), unless a document
 * refers to them or to one of their pets: then the customer is deactivated and keeps their history.
 */
export async function deleteCustomer(db: DbOrTx, input: { shopId: string; customerId: string }): Promise<DeleteOutcome> {
  const { shopId, customerId } = input;
  await findInShop(db, customers, { shopId, id: customerId, forUpdate: true }, 'errors.customerNotFound');
  return deleteOrDeactivate(db, {
    table: customers,
    id: customerId,
    inUseKey: 'errors.customerInUse',
    alsoDelete: (tx) => tx.delete(pets).where(eq(pets.customerId, customerId)),
  });
}
