import 'server-only';
import { hasPermission, type Permission } from '@/lib/permissions';
import { getDb } from '../db/client';
import { findAccessibleShop } from '../modules/shops/find-accessible-shop';
import { getSession } from './get-session';
import { findActiveUser, toSessionUser } from './session-user';

/**
 * May the signed-in user read this shop's data under `permission`? The checks of the API's route
 * wrapper (server/http/route.ts), for a page that renders such data on the server.
 */
export async function mayReadShop(shopId: string, permission: Permission): Promise<boolean> {
  const session = await getSession();
  if (!session) return false;
  const db = getDb();
  const row = await findActiveUser(db, session.user.id);
  if (!row || !hasPermission(row.role, permission)) return false;
  return (await findAccessibleShop(db, toSessionUser(row), shopId)) !== null;
}
