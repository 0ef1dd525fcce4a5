import type { DbOrTx } from '../../db/client';
import { pets } from '../../db/schema/pets';
import type { DeleteOutcome } from '../../core/delete-outcome';
import { deleteOrDeactivate } from '../../db/sql/delete-or-deactivate';
import { findInShop } from '../../db/sql/find-in-shop';

/** Deletes a pet with its weights, unless a document refers to it: then it is deactivated. */
export async function deletePet(db: DbOrTx, input: { shopId: string; petId: string }): Promise<DeleteOutcome> {
  await findInShop(db, pets, { shopId: input.shopId, id: input.petId, forUpdate: true }, 'errors.petNotFound');
  return deleteOrDeactivate(db, { table: pets, id: input.petId, inUseKey: 'errors.petInUse' });
}
