import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getCashVoucher } from '@/server/modules/cash-vouchers/get-cash-voucher';

export const GET = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', params: idParams }, ({ db, shop, params }) =>
  getCashVoucher(db, { shopId: shop.id, voucherId: params.id }),
);
