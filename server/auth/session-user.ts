import { eq } from 'drizzle-orm';
import { fileUrl, type SessionUser } from '@/lib/contracts/session';
import { permissionsOf } from '@/lib/permissions';
import { Role } from '@/lib/roles';
import type { DbOrTx } from '../db/client';
import { shops } from '../db/schema/shops';
import { users } from '../db/schema/users';

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    image: fileUrl(row.imageFileId),
    shopId: row.shopId,
    chainId: row.chainId,
    userRoles: [row.role],
    isSysAdmin: row.role === Role.SYSTEM_ADMIN,
    permissions: permissionsOf(row.role),
    isSingleUserFlowEnabled: row.isSingleUserFlowEnabled,
  };
}

/** The user row when the account may act: active, and its shop (if any) not locked. */
export async function findActiveUser(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [found] = await db
    .select({ user: users, shopLocked: shops.isLocked })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.shopId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!found || !found.user.isActive || found.shopLocked) return null;
  return found.user;
}
