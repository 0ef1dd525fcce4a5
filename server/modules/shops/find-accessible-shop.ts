import { and, eq, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/contracts/session';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { preparedStatement } from '../../db/sql/prepared';

export type ShopRow = typeof shops.$inferSelect;

// own shop, or a branch of the user's chain (a null chain matches none)
const shopLookup = preparedStatement((db) =>
  db
    .select()
    .from(shops)
    .where(
      and(
        eq(shops.id, sql.placeholder('shopId')),
        or(eq(shops.id, sql.placeholder('ownShopId')), eq(shops.chainId, sql.placeholder('chainId'))),
        eq(shops.isLocked, sql`false`),
      ),
    )
    .limit(1)
    .prepare('find_accessible_shop'),
);

/** A shop the user may work in: their own, or a branch of the chain they are a member of (DESIGN §3). */
export async function findAccessibleShop(db: DbOrTx, user: Pick<SessionUser, 'shopId' | 'chainId'>, shopId: string): Promise<ShopRow | null> {
  if (!user.shopId) return null;
  const [shop] = await shopLookup(db).execute({ shopId, ownShopId: user.shopId, chainId: user.chainId });
  return shop ?? null;
}
