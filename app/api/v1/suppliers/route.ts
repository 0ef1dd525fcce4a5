import { supplierBody, supplierListQuery } from '@/lib/contracts/suppliers';
import { route } from '@/server/http/route';
import { createSupplier } from '@/server/modules/suppliers/create-supplier';
import { listSuppliers } from '@/server/modules/suppliers/list-suppliers';

export const GET = route({ auth: 'shop', permission: 'SUPPLIER_VIEW_DETAILS', query: supplierListQuery }, ({ db, shop, query }) =>
  listSuppliers(db, { shopId: shop.id, query }),
);

export const POST = route({ auth: 'shop', permission: 'SUPPLIER_CREATE', body: supplierBody }, ({ db, shop, body }) =>
  createSupplier(db, { shopId: shop.id, supplier: body }),
);
