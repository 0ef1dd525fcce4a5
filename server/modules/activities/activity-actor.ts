import type { SessionUser } from '@/lib/contracts/session';
import { hasPermission } from '@/lib/permissions';
import type { ShopRow } from '../../auth/shop-access';
import type { ActivityActor } from './create-activity';

/** Who acts on an activity, and what their role lets them do beyond the route's own permission. */
export const activityActor = (shop: ShopRow, user: SessionUser): ActivityActor => ({
  shopId: shop.id,
  timeZone: shop.timeZone,
  userId: user.id,
  mayExecute: hasPermission(user.role, 'ACTIVITY_EXECUTE'),
  mayViewDetails: hasPermission(user.role, 'ACTIVITY_VIEW_DETAILS'),
});
