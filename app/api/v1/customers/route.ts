import { customerBody, customerListQuery } from '@/lib/contracts/customers';
import { route } from '@/server/http/route';
import { createCustomer } from '@/server/modules/customers/create-customer';
import { listCustomers } from '@/server/modules/customers/list-customers';

export const GET = route({ auth: 'shop', permission: 'CUSTOMER_VIEW_DETAILS', query: customerListQuery }, ({ db, shop, query }) =>
  listCustomers(db, { shopId: shop.id, query }),
);

export const POST = route({ auth: 'shop', permission: 'CUSTOMER_VIEW_DETAILS', body: customerBody }, ({ db, shop, body }) =>
  createCustomer(db, { shopId: shop.id, customer: body }),
);
