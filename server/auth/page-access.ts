import 'server-only';
import { isUuid } from '@/lib/contracts/params';
import { hasPermission, type Permission } from '@/lib/permissions';
import { getDb } from '../db/client';
import { getSession } from './get-session';
import { findActiveUserInShop } from './session-user';

/**
 * May the signed-in user read this shop's data under `permission`? The checks of the API's route
 * wrapper (server/http/route.ts), for a page that renders such data on the server.
 */
export async function mayReadShop(shopId: string, permission: Permission): Promise<boolean> {
  const session = await getSession();
  if (!session || !isUuid(shopId)) return false;
  const found = await findActiveUserInShop(getDb(), session.user.id, shopId);
  return !!found?.shop && hasPermission(found.user.role, permission);
}
