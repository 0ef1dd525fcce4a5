import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '@/lib/contracts/session';
import { Role } from '@/lib/roles';
import type { ShopRow } from '../../auth/shop-access';
import { forbidden } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';

export interface ReportBranch {
  id: string;
  name: string;
}

/**
 * The branches a report reads (issue "Reports" §3): the request's shop by default; a chain's shop
 * admin may ask for another branch of the chain, or `all` of them. Anyone else, or a shop outside
 * the user's chain, is refused without saying whether it exists.
 */
export async function reportBranches(db: DbOrTx, input: { user: SessionUser; shop: ShopRow; branch?: string }): Promise<ReportBranch[]> {
  const { user, shop, branch } = input;
  if (!branch || branch === shop.id) return [{ id: shop.id, name: shop.name }];
  const chainAdmin = user.role === Role.SHOP_ADMIN && user.chainId !== null && shop.chainId === user.chainId;
  if (!chainAdmin) throw forbidden('errors.reportBranchForbidden');
  const chain = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.chainId, user.chainId!), eq(shops.isLocked, false)))
    .orderBy(asc(shops.alias));
  if (branch === 'all') return chain;
  const one = chain.find((s) => s.id === branch);
  if (!one) throw forbidden('errors.reportBranchForbidden');
  return [one];
}
