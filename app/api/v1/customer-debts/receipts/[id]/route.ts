import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getCollectionReceipt } from '@/server/modules/customer-debts/get-collection-receipt';

// a debt collection's receipt voucher (PT), for its print by whoever collects
export const GET = route({ auth: 'shop', permission: 'DEBT_PROCESS_CUSTOMER_PAYMENT', params: idParams }, ({ db, shop, params }) =>
  getCollectionReceipt(db, { shopId: shop.id, voucherId: params.id }),
);
