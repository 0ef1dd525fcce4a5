import { activityQuoteBody } from '@/lib/contracts/invoice-actions';
import { idParams } from '@/lib/contracts/params';
import { ActivityStatus } from '@/lib/enums/activities';
import { route } from '@/server/http/route';
import { activityConflict } from '@/server/modules/activities/lock-activity';
import { activities } from '@/server/db/schema/activities';
import { findInShop } from '@/server/db/sql/find-in-shop';
import { quoteActivity } from '@/server/modules/invoices/quote-activity';

// a completed activity's invoice as it would be issued now, for the payment panel (nothing written)
export const POST = route({ auth: 'shop', permission: 'HOME_SELLING', params: idParams, body: activityQuoteBody, audit: false }, async ({ db, shop, params, body }) => {
  const activity = await findInShop(db, activities, { shopId: shop.id, id: params.id }, 'errors.activityNotFound');
  if (activity.status !== ActivityStatus.COMPLETED) throw activityConflict('errors.activityNotCompleted', activity.status);
  return quoteActivity(db, { shopId: shop.id, timeZone: shop.timeZone, vatSettings: shop.vatSettings, activity, discount: body });
});
