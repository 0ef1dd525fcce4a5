import { and, asc, eq } from 'drizzle-orm';
import type { PetDetail } from '@/lib/contracts/pets';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { pets, petWeights } from '../../db/schema/pets';
import { notFound } from '../../core/app-error';
import { petColumns, toPet } from './pet-row';

/** A pet of this shop with its owner and its weight history, oldest first. */
export async function getPet(db: DbOrTx, input: { shopId: string; petId: string }): Promise<PetDetail> {
  const [row] = await db
    .select(petColumns)
    .from(pets)
    .innerJoin(customers, eq(customers.id, pets.customerId))
    .where(and(eq(pets.id, input.petId), eq(pets.shopId, input.shopId)))
    .limit(1);
  if (!row) throw notFound('errors.petNotFound');
  const weights = await db
    .select()
    .from(petWeights)
    .where(and(eq(petWeights.shopId, input.shopId), eq(petWeights.petId, input.petId)))
    .orderBy(asc(petWeights.measuredAt), asc(petWeights.id));
  return {
    ...toPet(row),
    weights: weights.map((w) => ({ id: w.id, weightKg: Number(w.weightKg), measuredAt: w.measuredAt.toISOString() })),
  };
}
