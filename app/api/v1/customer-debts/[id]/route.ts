import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getCustomerDebt } from '@/server/modules/customer-debts/get-customer-debt';

export const GET = route({ auth: 'shop', permission: 'DEBT_PROCESS_CUSTOMER_PAYMENT', params: idParams }, ({ db, shop, params }) =>
  getCustomerDebt(db, { shopId: shop.id, timeZone: shop.timeZone, customerId: params.id }),
);
