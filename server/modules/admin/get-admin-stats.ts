import { count, eq, sql } from 'drizzle-orm';
import type { AdminStats } from '@/lib/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { chains } from '../../db/schema/chains';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import { currentPlans, statusSql } from './shop-plans';

/** Counts for the admin home: shops by status, chains, users. */
export async function getAdminStats(db: DbOrTx): Promise<AdminStats> {
  const plan = currentPlans(db);
  const status = statusSql(shops.isLocked, plan.endsAt);
  const [byStatus, [chainCount], [userCount]] = await Promise.all([
    db.select({ status, n: count() }).from(shops).leftJoin(plan, eq(plan.shopId, shops.id)).groupBy(sql`1`),
    db.select({ n: count() }).from(chains),
    db.select({ n: count() }).from(users),
  ]);
  const of = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const shopsCount = { active: of('active'), expiring: of('expiring'), expired: of('expired'), locked: of('locked') };
  return {
    shops: { ...shopsCount, total: Object.values(shopsCount).reduce((a, b) => a + b, 0) },
    chains: Number(chainCount?.n ?? 0),
    users: Number(userCount?.n ?? 0),
  };
}
