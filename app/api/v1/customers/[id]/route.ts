import { customerBody } from '@/lib/contracts/customers';
import { idParams } from '@/lib/contracts/params';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deleteCustomer } from '@/server/modules/customers/delete-customer';
import { getCustomer } from '@/server/modules/customers/get-customer';
import { updateCustomer } from '@/server/modules/customers/update-customer';

export const GET = route({ auth: 'shop', permission: 'CUSTOMER_VIEW_DETAILS', params: idParams }, ({ db, shop, params }) =>
  getCustomer(db, { shopId: shop.id, customerId: params.id }),
);

export const PUT = route({ auth: 'shop', permission: 'CUSTOMER_VIEW_DETAILS', params: idParams, body: customerBody }, ({ db, shop, params, body }) =>
  updateCustomer(db, { shopId: shop.id, customerId: params.id, changes: body }),
);

export const DELETE = route({ auth: 'shop', permission: 'CUSTOMER_DELETE', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deleteCustomer(db, { shopId: shop.id, customerId: params.id }), locale),
);
