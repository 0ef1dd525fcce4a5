import { SUBSCRIPTION_TIMEFRAMES, type SubscriptionTimeframe } from '@/lib/enums/subscriptions';

/** The end of a plan of this timeframe starting at `from`; null for 0-NO_EXPIRY. */
export function subscriptionEnd(timeframe: SubscriptionTimeframe, from: Date): Date | null {
  const months = SUBSCRIPTION_TIMEFRAMES[timeframe];
  if (months === 0) return null;
  const end = new Date(from);
  end.setMonth(end.getMonth() + months);
  return end;
}
