import { idParams } from '@/lib/contracts/params';
import { productImportBody } from '@/lib/contracts/product-imports';
import { route } from '@/server/http/route';
import { getProductImport } from '@/server/modules/product-imports/get-product-import';
import { updateProductImport } from '@/server/modules/product-imports/update-product-import';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_IMPORT', params: idParams }, ({ db, shop, params }) =>
  getProductImport(db, { shopId: shop.id, importId: params.id }),
);

// only a draft changes; a completed import is voided instead
export const PUT = route({ auth: 'shop', permission: 'INVENTORY_IMPORT', params: idParams, body: productImportBody }, ({ db, shop, user, params, body }) =>
  updateProductImport(db, { shopId: shop.id, userId: user.id, importId: params.id, body }),
);
