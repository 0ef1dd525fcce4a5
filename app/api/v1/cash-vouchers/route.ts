import { cashVoucherBody, cashVoucherListQuery } from '@/lib/contracts/cash-vouchers';
import { route } from '@/server/http/route';
import { createCashVoucher } from '@/server/modules/cash-vouchers/create-cash-voucher';
import { listCashVouchers } from '@/server/modules/cash-vouchers/list-cash-vouchers';

export const GET = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', query: cashVoucherListQuery }, ({ db, shop, query }) =>
  listCashVouchers(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);

export const POST = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', body: cashVoucherBody }, ({ db, shop, user, body }) =>
  createCashVoucher(db, { shopId: shop.id, userId: user.id, body }),
);
