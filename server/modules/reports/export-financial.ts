import ExcelJS from 'exceljs';
import type { Financial, FinancialResponse, VatInvoice } from '@/lib/contracts/reports';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { xlsxResponse } from '../spreadsheets/write-sheet';

const MONEY = '#,##0 "₫"';
const PERCENT = '0.00"%"';
const COUNT = '#,##0';
type Cell = string | number | null;
/** a row's label and its values; `formats` by column where they are not all money */
type Line = { label: string; values: Cell[]; format?: string; formats?: string[] };

/** A sheet of a section: a bold, frozen header row, then its rows; numbers stay numbers, in đồng. */
function addSheet(book: ExcelJS.Workbook, title: string, header: string[], rows: Line[]) {
  const sheet = book.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([row.label, ...row.values]);
    added.eachCell((cell, column) => {
      if (column > 1 && typeof cell.value === 'number') cell.numFmt = row.formats?.[column - 2] ?? row.format ?? MONEY;
    });
  }
  sheet.columns.forEach((column, i) => (column.width = i === 0 ? 36 : 18));
}

/**
 * The financial report as a workbook (issue "Reports" §2): one sheet per section of the page, the
 * branches side by side with their total when the chain was asked for, and the VAT report's invoices.
 */
export async function exportFinancial(input: { report: FinancialResponse; vatInvoices: VatInvoice[]; locale: Locale; timeZone: string }): Promise<Response> {
  const { report, locale } = input;
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `report-sheets.${key}`, values);
  const label = (key: string) => translate(locale, key);
  const reports: Financial[] = report.branches.length > 1 ? [...report.branches.map((b) => b.report), report.total] : [report.total];
  const header = (first: string) => [first, ...(report.branches.length > 1 ? [...report.branches.map((b) => b.branch.name), t('total')] : [t('amount')])];
  const each = (pick: (r: Financial) => number | null) => reports.map(pick);
  const kinds = [...new Set(reports.flatMap((r) => r.byKind.map((k) => k.kind)))].sort();
  const categories = [...new Set(reports.flatMap((r) => r.expenses.map((e) => e.category)))];

  const book = new ExcelJS.Workbook();
  book.creator = 'PawDesk';
  addSheet(book, t('results'), header(t('item')), [
    ...kinds.map((kind) => ({ label: t('revenueOf', { line: label(`invoices.kinds.${kind}`) }), values: each((r) => r.byKind.find((k) => k.kind === kind)?.revenue ?? 0) })),
    { label: t('revenue'), values: each((r) => r.revenue) },
    { label: t('discount'), values: each((r) => r.discount) },
    { label: t('vat'), values: each((r) => r.vat) },
    { label: t('cost'), values: each((r) => r.cost) },
    { label: t('grossProfit'), values: each((r) => r.grossProfit) },
    { label: t('margin'), values: each((r) => r.margin), format: PERCENT },
    ...categories.map((category) => ({ label: label(`common.voucherCategories.${category}`), values: each((r) => r.expenses.find((e) => e.category === category)?.amount ?? 0) })),
    { label: t('otherIncome'), values: each((r) => r.otherIncome) },
    { label: t('netProfit'), values: each((r) => r.netProfit) },
  ]);
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: input.timeZone });
  const rate = (percent: number | null) => (percent === null ? t('exempt') : `${percent} %`);
  addSheet(
    book,
    t('vatByRate'),
    [t('vatKey'), t('rate'), t('taxableBase'), t('vat')],
    report.total.vatByRate.map((v) => ({ label: label(`common.shopCard.vatLines.${v.vatKey}`), values: [rate(v.vatPercent), v.taxableBase, v.vat] })),
  );
  addSheet(
    book,
    t('cash'),
    [t('voucherType'), t('category'), t('method'), t('vouchers'), t('amount')],
    report.total.cash.map((c) => ({
      label: label(`common.voucherTypes.${c.type}`),
      values: [label(`common.voucherCategories.${c.category}`), label(`common.paymentMethods.${c.method}`), c.vouchers, c.amount],
      formats: [MONEY, MONEY, COUNT, MONEY],
    })),
  );
  const balance = (key: string, pick: (r: Financial) => { start: number; end: number }) => [
    { label: `${t(key)} — ${t('start')}`, values: each((r) => pick(r).start) },
    { label: `${t(key)} — ${t('end')}`, values: each((r) => pick(r).end) },
  ];
  addSheet(book, t('balances'), header(t('item')), [
    ...balance('customerDebt', (r) => r.customerDebt),
    ...balance('supplierDebt', (r) => r.supplierDebt),
    ...balance('stockValue', (r) => r.stockValue),
  ]);
  addSheet(
    book,
    t('vatInvoices'),
    [t('code'), t('date'), t('branch'), t('customer'), t('taxableBase'), t('vat'), t('invoiceTotal')],
    input.vatInvoices.map((v) => ({
      label: v.voided ? `${v.code} (${t('voided')})` : v.code,
      values: [dayOf.format(new Date(v.createdAt)), v.shopName, v.customerName, v.taxableBase, v.vat, v.total],
    })),
  );
  return xlsxResponse(Buffer.from(await book.xlsx.writeBuffer()), `bao-cao-tai-chinh-${report.from}-${report.to}`);
}
