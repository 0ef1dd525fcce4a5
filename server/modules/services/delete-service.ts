import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import type { DeleteOutcome } from '../../core/delete-outcome';
import { deleteOrDeactivate } from '../../db/sql/delete-or-deactivate';
import { findInShop } from '../../db/sql/find-in-shop';

/** Deletes a service, unless a document refers to it: then it is deactivated. */
export async function deleteService(db: DbOrTx, input: { shopId: string; serviceId: string }): Promise<DeleteOutcome> {
  await findInShop(db, services, { shopId: input.shopId, id: input.serviceId, forUpdate: true }, 'errors.serviceNotFound');
  return deleteOrDeactivate(db, { table: services, id: input.serviceId, inUseKey: 'errors.serviceInUse' });
}
