import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';

// Each shop's current plan: the subscription ending last (one without an end never expires).
export const currentPlans = (db: DbOrTx) =>
  db
    .selectDistinctOn([subscriptions.shopId], { shopId: subscriptions.shopId, timeframe: subscriptions.timeframe, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .orderBy(subscriptions.shopId, sql`${subscriptions.endsAt} desc nulls first`)
    .as('plan');

export const EXPIRING_WITHIN_DAYS = 30;

/** locked, expired, expiring (ends within 30 days) or active, as SQL over a shop and its plan. */
export function statusSql(isLocked: unknown, endsAt: unknown) {
  return sql<'active' | 'expiring' | 'expired' | 'locked'>`case
    when ${isLocked} then 'locked'
    when ${endsAt} is not null and ${endsAt} <= now() then 'expired'
    when ${endsAt} is not null and ${endsAt} <= now() + interval '${sql.raw(String(EXPIRING_WITHIN_DAYS))} days' then 'expiring'
    else 'active' end`;
}
