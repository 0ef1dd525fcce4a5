import { promotionBody, promotionListQuery } from '@/lib/contracts/promotions';
import { route } from '@/server/http/route';
import { createPromotion } from '@/server/modules/promotions/create-promotion';
import { listPromotions } from '@/server/modules/promotions/list-promotions';

export const GET = route({ auth: 'shop', permission: 'STORE_PROMOTIONS', query: promotionListQuery }, ({ db, shop, query }) =>
  listPromotions(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);

export const POST = route({ auth: 'shop', permission: 'STORE_PROMOTIONS', body: promotionBody }, ({ db, shop, user, body }) =>
  createPromotion(db, { shopId: shop.id, userId: user.id, promotion: body }),
);
