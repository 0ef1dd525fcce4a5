import { and, eq } from 'drizzle-orm';
import { PetStatus } from '@/lib/enums/pets';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { users } from '../../db/schema/users';
import { AppError, notFound, validationError } from '../../core/app-error';
import { findInShop } from '../../db/sql/find-in-shop';

/**
 * Who an activity is for and who does it: a customer of this shop, one of their own pets (alive:
 * a deceased pet has no more visits), and an assignee among the shop's active staff.
 */
export async function checkActivityParties(db: DbOrTx, input: { shopId: string; customerId: string; petId: string; assigneeId?: string | null }): Promise<void> {
  await findInShop(db, customers, { shopId: input.shopId, id: input.customerId }, 'errors.customerNotFound');
  const pet = await findInShop(db, pets, { shopId: input.shopId, id: input.petId }, 'errors.petNotFound');
  if (pet.customerId !== input.customerId) throw validationError([{ field: 'petId', messages: ['validation.petNotCustomers'] }]);
  if (pet.status === PetStatus.DECEASED) throw new AppError('Conflict', 'errors.petDeceased', [], { pet: pet.name });
  if (input.assigneeId) {
    const [staff] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.assigneeId), eq(users.shopId, input.shopId), eq(users.isActive, true)));
    if (!staff) throw notFound('errors.employeeNotFound');
  }
}
