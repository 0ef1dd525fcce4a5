import { reportQuery } from '@/lib/contracts/reports';
import { readSnapshot } from '@/server/db/sql/read-snapshot';
import { route } from '@/server/http/route';
import { readEveryPage } from '@/server/modules/spreadsheets/read-every-page';
import { branchReports } from '@/server/modules/reports/branch-reports';
import { exportFinancial } from '@/server/modules/reports/export-financial';
import { listVatInvoices } from '@/server/modules/reports/list-vat-invoices';
import { readFinancial } from '@/server/modules/reports/read-financial';

// the financial report as an Excel workbook, one sheet per section, in the caller's language
export const GET = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', query: reportQuery }, async ({ db, user, shop, query, locale }) => {
  // the sheets from one snapshot: a sale committed meanwhile cannot make them disagree
  const { report, items } = await readSnapshot(db, async (tx) => {
    const report = await branchReports(tx, { user, shop, query }, readFinancial);
    const shopIds = report.branches.map((b) => b.branch.id);
    const { items } = await readEveryPage((page) => listVatInvoices(tx, { shopIds, query: { ...query, ...page } }));
    return { report, items };
  });
  return exportFinancial({ report, vatInvoices: items, locale, timeZone: shop.timeZone });
});
