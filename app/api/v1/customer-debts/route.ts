import { customerDebtListQuery } from '@/lib/contracts/customer-debts';
import { route } from '@/server/http/route';
import { listCustomerDebts } from '@/server/modules/customer-debts/list-customer-debts';

export const GET = route({ auth: 'shop', permission: 'DEBT_PROCESS_CUSTOMER_PAYMENT', query: customerDebtListQuery }, ({ db, shop, query }) =>
  listCustomerDebts(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);
