// Subscription timeframes (SPEC §3) and their length in months; 0 never expires.
export const SUBSCRIPTION_TIMEFRAMES = {
  '0-NO_EXPIRY': 0,
  '1-01M': 1,
  '1-03M': 3,
  '1-06M': 6,
  '2-01Y': 12,
  '2-02Y': 24,
  '2-03Y': 36,
} as const;
export type SubscriptionTimeframe = keyof typeof SUBSCRIPTION_TIMEFRAMES;
export const TIMEFRAME_VALUES = Object.keys(SUBSCRIPTION_TIMEFRAMES) as SubscriptionTimeframe[];
