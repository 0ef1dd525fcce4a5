import { idParams } from '@/lib/contracts/params';
import { productBody } from '@/lib/contracts/products';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deleteProduct } from '@/server/modules/products/delete-product';
import { getProduct } from '@/server/modules/products/get-product';
import { updateProduct } from '@/server/modules/products/update-product';

export const GET = route({ auth: 'shop', permission: 'PRODUCT_VIEW_DETAILS', params: idParams }, ({ db, shop, params }) =>
  getProduct(db, { shopId: shop.id, productId: params.id }),
);

export const PUT = route({ auth: 'shop', permission: 'PRODUCT_UPDATE', params: idParams, body: productBody }, ({ db, shop, params, body }) =>
  updateProduct(db, { shopId: shop.id, productId: params.id, changes: body }),
);

export const DELETE = route({ auth: 'shop', permission: 'PRODUCT_UPDATE', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deleteProduct(db, { shopId: shop.id, productId: params.id }), locale),
);
