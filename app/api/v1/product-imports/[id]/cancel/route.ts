import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { cancelProductImport } from '@/server/modules/product-imports/cancel-product-import';

export const POST = route({ auth: 'shop', permission: 'INVENTORY_IMPORT', params: idParams }, ({ db, shop, user, params }) =>
  cancelProductImport(db, { shopId: shop.id, userId: user.id, importId: params.id }),
);
