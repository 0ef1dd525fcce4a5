import { idParams } from '@/lib/contracts/params';
import { productBody } from '@/lib/contracts/products';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deleteProduct } from '@/server/modules/products/delete-product';
import { findProduct } from '@/server/modules/products/find-product';
import { toProductResponse } from '@/server/modules/products/to-product-response';
import { updateProduct } from '@/server/modules/products/update-product';

export const GET = route({ auth: 'shop', permission: 'PRODUCT_VIEW_DETAILS', params: idParams }, async ({ db, shop, params }) =>
  toProductResponse(await findProduct(db, { shopId: shop.id, productId: params.id })),
);

export const PUT = route({ auth: 'shop', permission: 'PRODUCT_UPDATE', params: idParams, body: productBody }, ({ db, shop, params, body }) =>
  updateProduct(db, { shopId: shop.id, productId: params.id, changes: body }),
);

export const DELETE = route({ auth: 'shop', permission: 'PRODUCT_UPDATE', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deleteProduct(db, { shopId: shop.id, productId: params.id }), locale),
);
