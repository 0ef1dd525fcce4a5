import { asc, eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { Chain } from '@/lib/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';

/** Chains with their branches and chain members; one chain when `chainId` is given. */
export async function listChains(db: DbOrTx, chainId?: string): Promise<Chain[]> {
  const rows = await db.select().from(chains).where(chainId ? eq(chains.id, chainId) : undefined).orderBy(asc(chains.name));
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const [branches, members] = await Promise.all([
    db.select({ id: shops.id, name: shops.name, alias: shops.alias, chainId: shops.chainId }).from(shops).where(inArray(shops.chainId, ids)).orderBy(asc(shops.alias)),
    db
      .select({ id: users.id, name: users.name, email: users.email, shopId: users.shopId, chainId: users.chainId })
      .from(users)
      .where(and(inArray(users.chainId, ids), isNotNull(users.shopId)))
      .orderBy(asc(users.name)),
  ]);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    createdAt: c.createdAt.toISOString(),
    branches: branches.filter((b) => b.chainId === c.id).map(({ id, name, alias }) => ({ id, name, alias })),
    members: members.filter((m) => m.chainId === c.id).map(({ id, name, email, shopId }) => ({ id, name, email, shopId: shopId! })),
  }));
}
