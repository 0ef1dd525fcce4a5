import { reportQuery } from '@/lib/contracts/reports';
import { route } from '@/server/http/route';
import { branchReports } from '@/server/modules/reports/branch-reports';
import { readFinancial } from '@/server/modules/reports/read-financial';

// the financial report of a period: results, VAT, the cash book, debts and stock, for a branch or the chain
export const GET = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', query: reportQuery }, ({ db, user, shop, query }) =>
  branchReports(db, { user, shop, query }, readFinancial),
);
