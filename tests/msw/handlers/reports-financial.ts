import { http } from 'msw';
import { type Financial, financialResponse, type FinancialResponse, reportQuery, vatInvoicesQuery, vatInvoicesResponse } from '@/lib/contracts/reports';
import { isLocale, type Locale, localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { mockFinancial, vatInvoiceRows } from '../mock-financial';
import { mockReportBranches } from '../mock-report-branches';
import { type CellValue, xlsxDownload } from '../mock-workbooks';
import { API, parseBody, queryOf, route } from './route';
import { pageOf, shopCall } from './shared';

// ---- the financial report (/reports/financial, issue "Reports"), as server/modules/reports ----
// Every figure is computed from the mock world's documents (mock-financial.ts) for each branch
// asked for, and over all of them together; the VAT report lists the period's invoices and voids.

const PERMISSION = 'FINANCIAL_RECEIPT_PAYMENTS';

/** Each branch's report and their total (branch-reports.ts): one branch's total is its own report. */
function financialOf(request: Request): FinancialResponse {
  const { user, shop } = shopCall(request, PERMISSION);
  const { from, to, branch } = parseBody(reportQuery, queryOf(request));
  const branches = mockReportBranches(user, shop, branch).map((b) => ({ branch: b, report: mockFinancial({ shopIds: [b.id], from, to }) }));
  const total = branches.length === 1 ? branches[0].report : mockFinancial({ shopIds: branches.map((b) => b.branch.id), from, to });
  return financialResponse.parse({ from, to, branches, total });
}

// The figures of the export's sheet, in the server's order (export-financial.ts).
const FIGURES = ['revenue', 'discount', 'vat', 'cost', 'grossProfit', 'otherIncome', 'netProfit'] as const;
const BALANCES = ['customerDebt', 'supplierDebt', 'stockValue'] as const;

/**
 * The report as an .xlsx with the server's labels and file name (export-financial.ts), smaller: its
 * results and balances on one sheet, a column per branch and the total when several were asked for.
 */
function financialWorkbook(answer: FinancialResponse, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => translate(locale, `report-sheets.${key}`, values);
  const several = answer.branches.length > 1;
  const reports: Financial[] = several ? [...answer.branches.map((b) => b.report), answer.total] : [answer.total];
  const row = (label: string, pick: (r: Financial) => number | null): CellValue[] => [label, ...reports.map(pick)];
  const kinds = [...new Set(reports.flatMap((r) => r.byKind.map((k) => k.kind)))].sort();
  const categories = [...new Set(reports.flatMap((r) => r.expenses.map((e) => e.category)))];
  const rows = [
    ...kinds.map((kind) => row(t('revenueOf', { line: translate(locale, `invoices.kinds.${kind}`) }), (r) => r.byKind.find((k) => k.kind === kind)?.revenue ?? 0)),
    ...FIGURES.slice(0, 5).map((f) => row(t(f), (r) => r[f])),
    row(t('margin'), (r) => r.margin),
    ...categories.map((c) => row(translate(locale, `common.voucherCategories.${c}`), (r) => r.expenses.find((e) => e.category === c)?.amount ?? 0)),
    ...FIGURES.slice(5).map((f) => row(t(f), (r) => r[f])),
    ...BALANCES.flatMap((b) => (['start', 'end'] as const).map((end) => row(`${t(b)} — ${t(end)}`, (r) => r[b][end]))),
  ];
  const headers = [t('item'), ...(several ? [...answer.branches.map((b) => b.branch.name), t('total')] : [t('amount')])];
  return xlsxDownload({ title: t('results'), headers, rows, name: `bao-cao-tai-chinh-${answer.from}-${answer.to}` });
}

export const reportsFinancialHandlers = [
  http.get(
    `${API}/reports/financial`,
    route((request) => financialOf(request)),
  ),

  // the same figures as an .xlsx in the language asked for (the screen's), else the request's
  http.get(
    `${API}/reports/financial/export`,
    route((request) => {
      const asked = new URL(request.url).searchParams.get('locale');
      return financialWorkbook(financialOf(request), isLocale(asked) ? asked : localeFromHeader(request.headers.get('accept-language')));
    }),
  ),

  http.get(
    `${API}/reports/vat-invoices`,
    route((request) => {
      const { user, shop } = shopCall(request, PERMISSION);
      const query = parseBody(vatInvoicesQuery, queryOf(request));
      const shopIds = mockReportBranches(user, shop, query.branch).map((b) => b.id);
      return vatInvoicesResponse.parse(pageOf(vatInvoiceRows({ shopIds, from: query.from, to: query.to }), query));
    }),
  ),
];
