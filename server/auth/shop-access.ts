import { and, eq, or, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@/lib/contracts/session';
import type { DbOrTx } from '../db/client';
import { shops } from '../db/schema/shops';
import { preparedStatement } from '../db/sql/prepared';

export type ShopRow = typeof shops.$inferSelect;

type ShopColumns = { id: AnyPgColumn; chainId: AnyPgColumn; isLocked: AnyPgColumn };

/** `shop` is open and is the user's own or a branch of the user's chain (a null chain matches none). */
export const mayWorkIn = (shop: ShopColumns, user: { shopId: Placeholder | AnyPgColumn; chainId: Placeholder | AnyPgColumn }) =>
  and(or(eq(shop.id, user.shopId), eq(shop.chainId, user.chainId)), eq(shop.isLocked, sql`false`));

const shopLookup = preparedStatement((db) =>
  db
    .select()
    .from(shops)
    .where(and(eq(shops.id, sql.placeholder('shopId')), mayWorkIn(shops, { shopId: sql.placeholder('ownShopId'), chainId: sql.placeholder('chainId') })))
    .limit(1)
    .prepare('find_accessible_shop'),
);

/** A shop the user may work in: their own, or a branch of the chain they are a member of (DESIGN §3). */
export async function findAccessibleShop(db: DbOrTx, user: Pick<SessionUser, 'shopId' | 'chainId'>, shopId: string): Promise<ShopRow | null> {
  if (!user.shopId) return null;
  const [shop] = await shopLookup(db).execute({ shopId, ownShopId: user.shopId, chainId: user.chainId });
  return shop ?? null;
}
