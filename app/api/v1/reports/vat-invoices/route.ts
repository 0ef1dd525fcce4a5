import { vatInvoicesQuery } from '@/lib/contracts/reports';
import { route } from '@/server/http/route';
import { listVatInvoices } from '@/server/modules/reports/list-vat-invoices';
import { reportBranches } from '@/server/modules/reports/report-branches';

// the VAT report's invoices of a period, for filing: issued ones, and voided ones taken back out
export const GET = route({ auth: 'shop', permission: 'FINANCIAL_RECEIPT_PAYMENTS', query: vatInvoicesQuery }, async ({ db, user, shop, query }) => {
  const branches = await reportBranches(db, { user, shop, branch: query.branch });
  return listVatInvoices(db, { shopIds: branches.map((b) => b.id), query });
});
