import type { DbOrTx } from '../../db/client';
import { petWeights } from '../../db/schema/pets';

/** Appends a weighing to the pet's history when the weight is new (DESIGN §4: weight with a history). */
export async function recordWeight(
  db: DbOrTx,
  input: { shopId: string; petId: string; weightKg: number | null; previousKg: number | null; recordedBy: string | null },
): Promise<void> {
  if (input.weightKg === null || input.weightKg === input.previousKg) return;
  await db.insert(petWeights).values({ shopId: input.shopId, petId: input.petId, weightKg: input.weightKg, recordedBy: input.recordedBy });
}
