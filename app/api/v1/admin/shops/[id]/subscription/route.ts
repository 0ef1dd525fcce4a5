import { extendSubscriptionBody } from '@/lib/contracts/admin';
import { idParams } from '@/lib/contracts/params';
import type { SubscriptionTimeframe } from '@/lib/enums/subscriptions';
import { route } from '@/server/http/route';
import { extendSubscription } from '@/server/modules/admin/extend-subscription';

export const PUT = route({ auth: 'admin', params: idParams, body: extendSubscriptionBody }, ({ db, params, body }) =>
  extendSubscription(db, { shopId: params.id, timeframe: body.timeframe as SubscriptionTimeframe }),
);
