import { productImportBody, productImportListQuery } from '@/lib/contracts/product-imports';
import { route } from '@/server/http/route';
import { createProductImport } from '@/server/modules/product-imports/create-product-import';
import { listProductImports } from '@/server/modules/product-imports/list-product-imports';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_IMPORT', query: productImportListQuery }, ({ db, shop, query }) =>
  listProductImports(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);

export const POST = route({ auth: 'shop', permission: 'INVENTORY_IMPORT', body: productImportBody }, ({ db, shop, user, body }) =>
  createProductImport(db, { shopId: shop.id, userId: user.id, body }),
);
