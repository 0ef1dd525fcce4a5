import { updateShopInfoBody } from '@/lib/contracts/shops';
import { route } from '@/server/http/route';
import { toShopResponse } from '@/server/modules/shops/to-shop-response';
import { updateShopInfo } from '@/server/modules/shops/update-shop-info';

export const GET = route({ auth: 'shop' }, async ({ shop }) => toShopResponse(shop));

export const PUT = route(
  { auth: 'shop', permission: 'STORE_SETTINGS_UPDATE', body: updateShopInfoBody, upload: { field: 'document', required: false, accept: 'image' } },
  ({ db, user, shop, body, file }) => updateShopInfo(db, { shopId: shop.id, userId: user.id, changes: body, logo: file }),
);
