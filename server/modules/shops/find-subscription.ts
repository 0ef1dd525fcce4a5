import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';

export interface SubscriptionPlan {
  timeframe: string;
  startsAt: string;
  endsAt: string | null;
  isExpired: boolean;
}

/** The shop's current plan: the one that ends last (a plan without an end never expires). */
export async function findSubscription(db: DbOrTx, shopId: string): Promise<SubscriptionPlan | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.shopId, shopId))
    .orderBy(sql`${subscriptions.endsAt} desc nulls first`, desc(subscriptions.startsAt))
    .limit(1);
  if (!row) return null;
  return {
    timeframe: row.timeframe,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    isExpired: row.endsAt !== null && row.endsAt.getTime() <= Date.now(),
  };
}
