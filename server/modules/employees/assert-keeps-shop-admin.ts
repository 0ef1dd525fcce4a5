import { and, count, eq, ne } from 'drizzle-orm';
import { Role } from '@/lib/roles';
import type { UserRow } from '../../auth/session-user';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../core/app-error';

/** A shop must keep at least one active shop admin: refuses a change that would remove the last. */
export async function assertKeepsShopAdmin(db: DbOrTx, employee: UserRow, change: { role?: number; isActive?: boolean }): Promise<void> {
  const isAdminNow = employee.role === Role.SHOP_ADMIN && employee.isActive;
  const staysAdmin = (change.role ?? employee.role) === Role.SHOP_ADMIN && (change.isActive ?? employee.isActive);
  if (!isAdminNow || staysAdmin || !employee.shopId) return;
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.shopId, employee.shopId), eq(users.role, Role.SHOP_ADMIN), eq(users.isActive, true), ne(users.id, employee.id)));
  if (Number(others?.n ?? 0) === 0) throw new AppError('Conflict', 'errors.lastShopAdmin');
}
