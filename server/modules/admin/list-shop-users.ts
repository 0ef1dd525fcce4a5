import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { findShop } from './find-shop';

/** A shop's accounts, with whether each is a member of the shop's chain. */
export async function listShopUsers(db: DbOrTx, shopId: string) {
  const shop = await findShop(db, shopId);
  const rows = await db.select().from(users).where(eq(users.shopId, shopId)).orderBy(asc(users.name));
  return rows.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, isActive: u.isActive, isChainMember: !!shop.chainId && u.chainId === shop.chainId }));
}
