import { eq, sql } from 'drizzle-orm';
import type { AddBranchInput, Chain } from '@/lib/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';
import { shops } from '../../db/schema/shops';
import { AppError, notFound } from '../../core/app-error';
import { findShop } from './find-shop';
import { listChains } from './list-chains';
import { registerShop } from './register-shop';

/** Adds an existing shop that has no chain, or registers a new shop, as a branch of the chain. */
export async function addBranch(db: DbOrTx, input: { chainId: string; branch: AddBranchInput }): Promise<Chain> {
  const [chain] = await db.select().from(chains).where(eq(chains.id, input.chainId)).limit(1);
  if (!chain) throw notFound('errors.chainNotFound');
  if ('shopId' in input.branch) {
    const shop = await findShop(db, input.branch.shopId, { forUpdate: true });
    if (shop.chainId) throw new AppError('Conflict', 'errors.shopInChain', [{ field: 'shopId', messages: ['errors.shopInChain'] }]);
    await db.update(shops).set({ chainId: chain.id, updatedAt: sql`now()` }).where(eq(shops.id, shop.id));
  } else {
    await registerShop(db, { registration: input.branch, chainId: chain.id });
  }
  return (await listChains(db, chain.id))[0];
}
