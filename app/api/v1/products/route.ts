import { productBody, productListQuery } from '@/lib/contracts/products';
import { route } from '@/server/http/route';
import { createProduct } from '@/server/modules/products/create-product';
import { listProducts } from '@/server/modules/products/list-products';

export const GET = route({ auth: 'shop', permission: 'PRODUCT_VIEW_DETAILS', query: productListQuery }, ({ db, shop, query }) =>
  listProducts(db, { shopId: shop.id, query }),
);

export const POST = route({ auth: 'shop', permission: 'PRODUCT_CREATE', body: productBody }, ({ db, shop, body }) =>
  createProduct(db, { shopId: shop.id, product: body }),
);
