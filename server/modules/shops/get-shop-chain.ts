import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '@/lib/contracts/session';
import type { ShopChainResponse } from '@/lib/contracts/shops';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import type { ShopRow } from '../../auth/shop-access';
import { findSubscription } from './find-subscription';
import { toShopResponse } from './to-shop-response';

/** The selected shop, the branches the user may switch to, and the shop's plan (SPEC §3). */
export async function getShopChain(db: DbOrTx, input: { user: SessionUser; shop: ShopRow }): Promise<ShopChainResponse> {
  const { user, shop } = input;
  const branches =
    user.chainId && shop.chainId === user.chainId
      ? await db
          .select({ id: shops.id, alias: shops.alias, name: shops.name })
          .from(shops)
          .where(and(eq(shops.chainId, user.chainId), eq(shops.isLocked, false)))
          .orderBy(asc(shops.alias))
      : [{ id: shop.id, alias: shop.alias, name: shop.name }];
  return { shop: toShopResponse(shop), branches, subscriptionPlan: await findSubscription(db, shop.id) };
}
