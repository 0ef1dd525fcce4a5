import { idParams } from '@/lib/contracts/params';
import { promotionStatusBody } from '@/lib/contracts/promotions';
import { route } from '@/server/http/route';
import { setPromotionStatus } from '@/server/modules/promotions/set-promotion-status';

// the list's active switch
export const PUT = route({ auth: 'shop', permission: 'STORE_PROMOTIONS', params: idParams, body: promotionStatusBody }, ({ db, shop, params, body }) =>
  setPromotionStatus(db, { shopId: shop.id, promotionId: params.id, isActive: body.isActive }),
);
