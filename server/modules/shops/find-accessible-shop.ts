import { and, eq, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/contracts/session';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';

export type ShopRow = typeof shops.$inferSelect;

/** A shop the user may work in: their own, or a branch of the chain they are a member of (DESIGN §3). */
export async function findAccessibleShop(db: DbOrTx, user: Pick<SessionUser, 'shopId' | 'chainId'>, shopId: string): Promise<ShopRow | null> {
  if (!user.shopId) return null;
  const own = eq(shops.id, user.shopId);
  const access = user.chainId ? or(own, eq(shops.chainId, user.chainId)) : own;
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), access, eq(shops.isLocked, sql`false`)))
    .limit(1);
  return shop ?? null;
}
