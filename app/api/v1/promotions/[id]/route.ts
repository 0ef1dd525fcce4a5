import { idParams } from '@/lib/contracts/params';
import { promotionBody } from '@/lib/contracts/promotions';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deletePromotion } from '@/server/modules/promotions/delete-promotion';
import { getPromotion } from '@/server/modules/promotions/get-promotion';
import { updatePromotion } from '@/server/modules/promotions/update-promotion';

export const GET = route({ auth: 'shop', permission: 'STORE_PROMOTIONS', params: idParams }, ({ db, shop, params }) =>
  getPromotion(db, { shopId: shop.id, promotionId: params.id }),
);

export const PUT = route({ auth: 'shop', permission: 'STORE_PROMOTIONS', params: idParams, body: promotionBody }, ({ db, shop, params, body }) =>
  updatePromotion(db, { shopId: shop.id, promotionId: params.id, changes: body }),
);

// a promotion some invoice used is refused (409): it is switched off instead
export const DELETE = route({ auth: 'shop', permission: 'STORE_PROMOTIONS', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deletePromotion(db, { shopId: shop.id, promotionId: params.id }), locale),
);
