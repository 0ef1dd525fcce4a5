import { and, eq } from 'drizzle-orm';
import type { AdminUser, AdminUserListQuery } from '@/lib/contracts/admin';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import { BY_NAME, listOrder } from '../../db/sql/list-order';
import { countOf, type ListPlan, readPage } from '../../db/sql/list-plan';
import { byNameEmailOrPhone, USER_SORT_COLUMNS } from '../users/user-search';

type Row = { user: typeof users.$inferSelect; shopName: string | null; shopAlias: string | null; chainId: string | null; chainName: string | null };

function toAdminUser({ user: u, shopName, shopAlias, chainId, chainName }: Row): AdminUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phoneNumber: u.phoneNumber,
    role: u.role,
    shop: u.shopId && shopName !== null && shopAlias !== null ? { id: u.shopId, name: shopName, alias: shopAlias } : null,
    chain: chainId && chainName !== null ? { id: chainId, name: chainName } : null,
    isChainMember: !!chainId && u.chainId === chainId,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Every account with its shop and chain; searched by name, email or phone without regard to accents or case. */
export async function listUsers(db: DbOrTx, query: AdminUserListQuery): Promise<Page<AdminUser>> {
  // across every shop: the list plan's shop scope does not apply, its page reading does
  const where = and(
    query.search ? byNameEmailOrPhone(query.search) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.shopId ? eq(users.shopId, query.shopId) : undefined,
    query.status === 'all' ? undefined : eq(users.isActive, query.status === 'active'),
  );
  const plan: ListPlan = { where, order: listOrder(USER_SORT_COLUMNS, query.sort, BY_NAME, users.id), offset: (query.page - 1) * query.limit, total: countOf(users, where) };
  const rows = db
    .select({ user: users, shopName: shops.name, shopAlias: shops.alias, chainId: chains.id, chainName: chains.name })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.shopId))
    .leftJoin(chains, eq(chains.id, shops.chainId))
    .$dynamic();
  return readPage(db, plan, query, rows, toAdminUser);
}
