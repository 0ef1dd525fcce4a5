import { voidBody } from '@/lib/contracts/book-rules';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { voidProductImport } from '@/server/modules/product-imports/void-product-import';

export const POST = route({ auth: 'shop', permission: 'INVENTORY_IMPORT', params: idParams, body: voidBody }, ({ db, shop, user, params, body }) =>
  voidProductImport(db, { shopId: shop.id, userId: user.id, importId: params.id, reason: body.reason }),
);
