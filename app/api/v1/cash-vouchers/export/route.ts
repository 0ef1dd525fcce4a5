import { cashVoucherListQuery } from '@/lib/contracts/cash-vouchers';
import { route } from '@/server/http/route';
import { exportCashBook } from '@/server/modules/cash-vouchers/cash-book-sheet';

// the cash book of the period and filters on screen, with the period's balances, as an .xlsx
export const GET = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', query: cashVoucherListQuery }, ({ db, shop, query, locale }) =>
  exportCashBook(db, { shopId: shop.id, timeZone: shop.timeZone, query, locale }),
);
