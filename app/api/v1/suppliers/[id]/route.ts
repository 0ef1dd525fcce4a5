import { idParams } from '@/lib/contracts/params';
import { supplierBody } from '@/lib/contracts/suppliers';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deleteSupplier } from '@/server/modules/suppliers/delete-supplier';
import { getSupplier } from '@/server/modules/suppliers/get-supplier';
import { updateSupplier } from '@/server/modules/suppliers/update-supplier';

export const GET = route({ auth: 'shop', permission: 'SUPPLIER_VIEW_DETAILS', params: idParams }, ({ db, shop, params }) =>
  getSupplier(db, { shopId: shop.id, supplierId: params.id }),
);

// SPEC §6 names only "supplier create" for writing; editing and deleting take the same permission.
export const PUT = route({ auth: 'shop', permission: 'SUPPLIER_CREATE', params: idParams, body: supplierBody }, ({ db, shop, params, body }) =>
  updateSupplier(db, { shopId: shop.id, supplierId: params.id, changes: body }),
);

export const DELETE = route({ auth: 'shop', permission: 'SUPPLIER_CREATE', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deleteSupplier(db, { shopId: shop.id, supplierId: params.id }), locale),
);
