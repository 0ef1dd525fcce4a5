import { idParams } from '@/lib/contracts/params';
import { completeImportBody } from '@/lib/contracts/product-imports';
import { route } from '@/server/http/route';
import { completeProductImport } from '@/server/modules/product-imports/complete-product-import';
import { getProductImport } from '@/server/modules/product-imports/get-product-import';

export const POST = route({ auth: 'shop', permission: 'INVENTORY_IMPORT', params: idParams, body: completeImportBody }, async ({ db, shop, user, params, body }) => {
  await completeProductImport(db, { shopId: shop.id, userId: user.id, importId: params.id, idempotencyKey: body.idempotencyKey });
  return getProductImport(db, { shopId: shop.id, importId: params.id });
});
