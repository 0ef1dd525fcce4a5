import { depositBody } from '@/lib/contracts/invoice-actions';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { emitToShop } from '@/server/realtime/io';
import { activities } from '@/server/db/schema/activities';
import { findInShop } from '@/server/db/sql/find-in-shop';
import { activityDepositsOf } from '@/server/modules/invoices/activity-deposits';
import { takeDeposit } from '@/server/modules/invoices/take-deposit';

// a deposit on an activity still open ("Ứng tiền"), settled later on its invoice (idempotent)
export const POST = route({ auth: 'shop', permission: 'HOME_SELLING', params: idParams, body: depositBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  await takeDeposit(db, { shopId: shop.id, userId: user.id, activityId: params.id, body });
  afterCommit(() => emitToShop(shop.id, 'NEW_INVOICE_PAYMENT', { activityId: params.id }));
  return activityDepositsOf(db, params.id);
});

// what the activity holds in deposits, for its payment panel
export const GET = route({ auth: 'shop', permission: 'HOME_SELLING', params: idParams }, async ({ db, shop, params }) => {
  await findInShop(db, activities, { shopId: shop.id, id: params.id }, 'errors.activityNotFound');
  return activityDepositsOf(db, params.id);
});
