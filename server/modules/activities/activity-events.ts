import type { AfterCommit } from '../../core/after-commit';
import { getDb } from '../../db/client';
import { emitToDisplays, emitToShop } from '../../realtime/io';
import { getServiceStatics } from '../invoice-services/get-service-statics';

export interface ActivityChange {
  shopId: string;
  timeZone: string;
  activity: { id: string; code: string; status: number };
  /** a new activity (ACTIVE_TODAY_NEW) rather than a change of one */
  created?: boolean;
  /** an activity or a service line changed status (or was added or removed): the sidebar's counts are sent again */
  countsChanged?: boolean;
}

/**
 * Tells every open screen of the shop, once the change has committed (DESIGN §4 realtime): the
 * activity's id, code and status, and, when a status changed, the sidebar's new counts.
 */
export function announceActivity(afterCommit: AfterCommit, change: ActivityChange): void {
  afterCommit(async () => {
    emitToShop(change.shopId, change.created ? 'ACTIVE_TODAY_NEW' : 'ACTIVE_TODAY_UPDATED', change.activity);
    emitToDisplays(change.shopId);
    if (change.created || change.countsChanged) emitToShop(change.shopId, 'SERVICE_STATICS_UPDATED', await getServiceStatics(getDb(), change));
  });
}
