import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserListQuery } from '@/lib/contracts/admin';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import { containsPattern, foldSql } from '../../db/sql/fold';
import { BY_NAME, listOrder } from '../../db/sql/list-order';

const SORT_COLUMNS = { name: [users.nameOrder, users.name], email: users.email, role: users.role, createdAt: users.createdAt };

/** Every account with its shop and chain; searched by name, email or phone without regard to accents or case. */
export async function listUsers(db: DbOrTx, query: AdminUserListQuery): Promise<Page<AdminUser>> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(sql`${foldSql(users.name)} like ${pattern}`, sql`${foldSql(users.email)} like ${pattern}`, sql`coalesce(${users.phoneNumber}, '') like ${pattern}`)!,
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.shopId) conditions.push(eq(users.shopId, query.shopId));
  if (query.status !== 'all') conditions.push(eq(users.isActive, query.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = listOrder(SORT_COLUMNS, query.sort, BY_NAME, users.id);

  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, shopName: shops.name, shopAlias: shops.alias, chainId: chains.id, chainName: chains.name })
      .from(users)
      .leftJoin(shops, eq(shops.id, users.shopId))
      .leftJoin(chains, eq(chains.id, shops.chainId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(({ user: u, shopName, shopAlias, chainId, chainName }) => ({
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
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
