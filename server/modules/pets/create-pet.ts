import type { PetDetail, PetInput } from '@/lib/contracts/pets';
import type { DbOrTx } from '../../db/client';
import { pets } from '../../db/schema/pets';
import { getPet } from './get-pet';
import { petValues } from './pet-values';
import { recordWeight } from './record-weight';
import { findInShop } from '../../db/sql/find-in-shop';
import { customers } from '../../db/schema/customers';

/** A pet is always created for a customer of the same shop; another shop's customer is missing (404). */
export async function createPet(db: DbOrTx, input: { shopId: string; actorId: string; pet: PetInput }): Promise<PetDetail> {
  const { shopId, pet } = input;
  await findInShop(db, customers, { shopId, id: pet.customerId }, 'errors.customerNotFound');
  const [row] = await db
    .insert(pets)
    .values(petValues(shopId, pet))
    .returning();
  await recordWeight(db, { shopId, petId: row.id, weightKg: pet.weightKg, previousKg: null, recordedBy: input.actorId });
  return getPet(db, { shopId, petId: row.id });
}
