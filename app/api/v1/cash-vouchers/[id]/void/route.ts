import { voidBody } from '@/lib/contracts/book-rules';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { voidCashVoucher } from '@/server/modules/cash-vouchers/void-cash-voucher';

export const POST = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', params: idParams, body: voidBody }, ({ db, shop, user, params, body }) =>
  voidCashVoucher(db, { shopId: shop.id, userId: user.id, voucherId: params.id, reason: body.reason }),
);
