import type { ShopResponse } from '@/lib/contracts/shops';
import type { UserResponse } from '@/lib/contracts/users';
import { Role } from '@/lib/roles';
import { findActiveUser } from '../../auth/session-user';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../core/app-error';
import { findAccessibleShop } from '../../auth/shop-access';
import { toShopResponse } from '../shops/to-shop-response';
import { toUserResponse } from './to-user-response';

/** What the profile page shows: the user, and the selected shop for a shop admin. */
export async function loadProfile(db: DbOrTx, input: { userId: string; shopId: string | null }): Promise<{ user: UserResponse; shop: ShopResponse | null }> {
  const row = await findActiveUser(db, input.userId);
  if (!row) throw notFound('errors.userNotFound');
  const shopRow = input.shopId && row.role === Role.SHOP_ADMIN ? await findAccessibleShop(db, row, input.shopId) : null;
  return { user: toUserResponse(row), shop: shopRow ? toShopResponse(shopRow) : null };
}
