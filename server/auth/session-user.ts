import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fileUrl, type SessionUser } from '@/lib/contracts/session';
import { permissionsOf } from '@/lib/permissions';
import { pick } from '@/lib/pick';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../db/client';
import { shops } from '../db/schema/shops';
import { users } from '../db/schema/users';
import { preparedStatement } from '../db/sql/prepared';
import { mayWorkIn, type ShopRow } from './shop-access';

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    ...pick(row, ['id', 'name', 'email', 'role', 'shopId', 'chainId', 'isSingleUserFlowEnabled']),
    image: fileUrl(row.imageFileId),
    userRoles: [row.role],
    isSysAdmin: row.role === Role.SYSTEM_ADMIN,
    permissions: permissionsOf(row.role),
  };
}

const userLookup = preparedStatement((db) =>
  db
    .select({ user: users, shopLocked: shops.isLocked })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.shopId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_active_user'),
);

/** The user row when the account may act: active, and its shop (if any) not locked. */
export async function findActiveUser(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [found] = await userLookup(db).execute({ userId });
  if (!found || !found.user.isActive || found.shopLocked) return null;
  return found.user;
}

// The requested shop, beside the user's own (whose lock locks the account).
const requestedShop = alias(shops, 'requested_shop');

const userInShopLookup = preparedStatement((db) =>
  db
    .select({ user: users, shopLocked: shops.isLocked, shop: requestedShop })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.shopId))
    .leftJoin(requestedShop, and(eq(requestedShop.id, sql.placeholder('shopId')), mayWorkIn(requestedShop, users)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_active_user_in_shop'),
);

/**
 * findActiveUser and findAccessibleShop in one statement, for the API's shop routes: the user row
 * when the account may act, and shop `shopId` (a uuid) when this user may work in it.
 */
export async function findActiveUserInShop(db: DbOrTx, userId: string, shopId: string): Promise<{ user: UserRow; shop: ShopRow | null } | null> {
  const [found] = await userInShopLookup(db).execute({ userId, shopId });
  if (!found || !found.user.isActive || found.shopLocked) return null;
  return { user: found.user, shop: found.shop };
}
