import { eq, sql } from 'drizzle-orm';
import type { PetDetail, PetInput } from '@/lib/contracts/pets';
import type { DbOrTx } from '../../db/client';
import { pets } from '../../db/schema/pets';
import { getPet } from './get-pet';
import { recordWeight } from './record-weight';
import { findInShop } from '../../db/sql/find-in-shop';
import { customers } from '../../db/schema/customers';

/** Edits a pet; a changed weight is appended to its history; a new owner must be of the same shop. */
export async function updatePet(db: DbOrTx, input: { shopId: string; actorId: string; petId: string; changes: PetInput }): Promise<PetDetail> {
  const { shopId, petId, changes } = input;
  const current = await findInShop(db, pets, { shopId, id: petId, forUpdate: true }, 'errors.petNotFound');
  if (changes.customerId !== current.customerId) await findInShop(db, customers, { shopId, id: changes.customerId }, 'errors.customerNotFound');
  await db
    .update(pets)
    .set({
      customerId: changes.customerId,
      name: changes.name,
      species: changes.species,
      breed: changes.breed,
      gender: changes.gender,
      birthDate: changes.birthDate,
      weightKg: changes.weightKg,
      colour: changes.colour,
      microchip: changes.microchip,
      isSterilised: changes.isSterilised,
      status: changes.status,
      note: changes.note,
      ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
      updatedAt: sql`now()`,
    })
    .where(eq(pets.id, petId));
  const previousKg = current.weightKg === null ? null : Number(current.weightKg);
  await recordWeight(db, { shopId, petId, weightKg: changes.weightKg, previousKg, recordedBy: input.actorId });
  return getPet(db, { shopId, petId });
}
