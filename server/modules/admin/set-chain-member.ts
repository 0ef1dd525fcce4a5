import { eq, sql } from 'drizzle-orm';
import type { Chain } from '@/lib/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import { AppError, notFound } from '../../core/app-error';
import { listChains } from './list-chains';

/** Marks a user of one of the chain's branches as a chain member (may switch branches), or not. */
export async function setChainMember(db: DbOrTx, input: { chainId: string; userId: string; isMember: boolean }): Promise<Chain> {
  const [chain] = await db.select().from(chains).where(eq(chains.id, input.chainId)).limit(1);
  if (!chain) throw notFound('errors.chainNotFound');
  const [user] = await db
    .select({ id: users.id, shopChainId: shops.chainId })
    .from(users)
    .innerJoin(shops, eq(shops.id, users.shopId))
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) throw notFound('errors.userNotFound');
  if (user.shopChainId !== chain.id) throw new AppError('Conflict', 'errors.userNotInChain', [{ field: 'userId', messages: ['errors.userNotInChain'] }]);
  await db
    .update(users)
    .set({ chainId: input.isMember ? chain.id : null, updatedAt: sql`now()` })
    .where(eq(users.id, input.userId));
  return (await listChains(db, chain.id))[0];
}
