import type { SubscriptionTimeframe } from '@/lib/enums/subscriptions';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';
import { findSubscription, type SubscriptionPlan } from '../shops/find-subscription';
import { findShop } from './find-shop';
import { subscriptionEnd } from './subscription-end';

/** A new plan period from the later of now and the current plan's end (an unexpired plan keeps its days). */
export async function extendSubscription(db: DbOrTx, input: { shopId: string; timeframe: SubscriptionTimeframe }): Promise<SubscriptionPlan> {
  await findShop(db, input.shopId, { forUpdate: true });
  const current = await findSubscription(db, input.shopId);
  const now = new Date();
  const currentEnd = current?.endsAt ? new Date(current.endsAt) : null;
  const from = currentEnd && currentEnd > now ? currentEnd : now;
  await db.insert(subscriptions).values({ shopId: input.shopId, timeframe: input.timeframe, startsAt: from, endsAt: subscriptionEnd(input.timeframe, from) });
  return (await findSubscription(db, input.shopId))!;
}
