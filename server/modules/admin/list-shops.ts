import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminShop, AdminShopListQuery } from '@/lib/contracts/admin';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';
import { shops } from '../../db/schema/shops';
import { containsPattern, foldSql } from '../../db/sql/fold';
import { chainAdmins, ownAdmins } from './shop-admins';
import { currentPlans, statusSql } from './shop-plans';

/** Every shop with its chain, the admin who runs it and its plan; searched by name, alias or phone. */
export async function listShops(db: DbOrTx, query: AdminShopListQuery): Promise<Page<AdminShop>> {
  const plan = currentPlans(db);
  const own = ownAdmins(db);
  const viaChain = chainAdmins(db);
  const status = statusSql(shops.isLocked, plan.endsAt);

  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(sql`${foldSql(shops.name)} like ${pattern}`, sql`${foldSql(shops.alias)} like ${pattern}`, sql`coalesce(${shops.phone}, '') like ${pattern}`)!);
  }
  if (query.status !== 'all') conditions.push(sql`${status} = ${query.status}`);
  if (query.chainId) conditions.push(eq(shops.chainId, query.chainId));
  if (query.withoutChain) conditions.push(isNull(shops.chainId));
  const where = conditions.length ? and(...conditions) : undefined;

  const sortColumn = { name: shops.name, alias: shops.alias, endsAt: plan.endsAt, createdAt: shops.createdAt }[query.sort?.field ?? 'createdAt'];
  const order = query.sort?.dir === 'asc' ? asc(sortColumn) : desc(sortColumn);

  const base = db
    .select({
      shop: shops,
      chainName: chains.name,
      own: { id: own.id, name: own.name, email: own.email },
      chainAdmin: { id: viaChain.id, name: viaChain.name, email: viaChain.email },
      timeframe: plan.timeframe,
      endsAt: plan.endsAt,
      status,
    })
    .from(shops)
    .leftJoin(chains, eq(chains.id, shops.chainId))
    .leftJoin(plan, eq(plan.shopId, shops.id))
    .leftJoin(own, eq(own.shopId, shops.id))
    .leftJoin(viaChain, eq(viaChain.chainId, shops.chainId))
    .where(where);

  const [rows, [total]] = await Promise.all([
    base.orderBy(order, asc(shops.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(shops).leftJoin(plan, eq(plan.shopId, shops.id)).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.shop.id,
      name: r.shop.name,
      alias: r.shop.alias,
      phone: r.shop.phone,
      address: r.shop.address,
      chain: r.shop.chainId && r.chainName ? { id: r.shop.chainId, name: r.chainName } : null,
      admin: r.own ? { ...r.own, viaChain: false } : r.chainAdmin ? { ...r.chainAdmin, viaChain: true } : null,
      timeframe: r.timeframe,
      endsAt: r.endsAt ? new Date(r.endsAt).toISOString() : null,
      status: r.status,
      isLocked: r.shop.isLocked,
      createdAt: r.shop.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
