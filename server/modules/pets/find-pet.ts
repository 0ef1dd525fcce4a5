import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pets } from '../../db/schema/pets';
import { notFound } from '../../core/app-error';
import type { PetRow } from './pet-row';

/** A pet of this shop; another shop's is reported as missing. */
export async function findPet(db: DbOrTx, input: { shopId: string; petId: string; forUpdate?: boolean }): Promise<PetRow> {
  const query = db
    .select()
    .from(pets)
    .where(and(eq(pets.id, input.petId), eq(pets.shopId, input.shopId)))
    .limit(1);
  const [row] = input.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('errors.petNotFound');
  return row;
}
