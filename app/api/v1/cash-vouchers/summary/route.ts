import { cashSummaryQuery } from '@/lib/contracts/cash-vouchers';
import { route } from '@/server/http/route';
import { getCashSummary } from '@/server/modules/cash-vouchers/get-cash-summary';

export const GET = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', query: cashSummaryQuery }, ({ db, shop, query }) =>
  getCashSummary(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);
