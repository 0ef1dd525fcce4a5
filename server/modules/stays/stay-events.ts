import type { Stay } from '@/lib/contracts/stays';
import type { AfterCommit } from '../../core/after-commit';
import type { DbOrTx } from '../../db/client';
import type { ShopRow } from '../../auth/shop-access';
import { announceActivity } from '../activities/activity-events';
import { getActivity } from '../activities/get-activity';

/** A stay changed: its activity's event tells the boards and the front desk (a new one, or one whose status moved: the sidebar's counts too). */
export async function announceStay(db: DbOrTx, afterCommit: AfterCommit, shop: ShopRow, stay: Pick<Stay, 'activityId'>, change: 'created' | 'status' | 'details' = 'details'): Promise<void> {
  const activity = await getActivity(db, { shopId: shop.id, activityId: stay.activityId, withRecord: false });
  announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity, created: change === 'created', countsChanged: change === 'status' });
}
