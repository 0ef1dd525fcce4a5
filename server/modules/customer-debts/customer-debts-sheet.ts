import type { CustomerDebtListQuery, CustomerDebtSummary } from '@/lib/contracts/customer-debts';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { readSnapshot } from '../../db/sql/read-snapshot';
import { readEveryPage } from '../spreadsheets/read-every-page';
import type { CellValue, SheetColumn } from '../spreadsheets/sheet-definition';
import { writeSheet, xlsxResponse } from '../spreadsheets/write-sheet';
import { listCustomerDebts } from './list-customer-debts';

const text = { type: 'text' as const };
const money = { type: 'number' as const };
const AGES = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;

function columnsFor(timeZone: string): ReadonlyArray<SheetColumn<CustomerDebtSummary>> {
  const field = (key: string) => `customer-debts.fields.${key}`;
  return [
    { key: 'customer', label: field('customer'), kind: text, value: (d) => d.customer.name, width: 30 },
    { key: 'phone', label: field('phone'), kind: text, value: (d) => d.customer.phone, width: 14 },
    { key: 'debt', label: field('debt'), kind: money, value: (d) => d.debt, width: 16 },
    { key: 'openInvoices', label: field('openInvoices'), kind: money, value: (d) => d.openInvoices, width: 14 },
    { key: 'oldest', label: field('oldest'), kind: text, value: (d) => (d.oldestUnpaidAt ? formatDate(d.oldestUnpaidAt, timeZone) : null), width: 14 },
    ...AGES.map((age) => ({ key: age, label: `customer-debts.ages.${age}`, kind: money, value: (d: CustomerDebtSummary) => d.ages[age], width: 14 })),
  ];
}

/**
 * Who owes the shop as an .xlsx (GET /customer-debts/export): every customer the screen's search,
 * "only who owes" and sort leave, each with their debt by age, and a last row with what they all
 * owe — the same figures as the total above the screen's table.
 */
export async function exportCustomerDebts(db: DbOrTx, input: { shopId: string; timeZone: string; query: CustomerDebtListQuery; locale: Locale }): Promise<Response> {
  const { locale, query } = input;
  // the rows and their sums from one snapshot: the pages neither skip nor repeat, the total matches
  const { items, first } = await readSnapshot(db, (snapshot) => readEveryPage((page) => listCustomerDebts(snapshot, { ...input, query: { ...query, ...page } })));
  const columns = columnsFor(input.timeZone);
  const sums: Partial<Record<string, CellValue>> = { customer: translate(locale, 'customer-debts.sheet.total'), debt: first.totalDebt, ...first.ages };
  const rows = [...items.map((debt) => columns.map((column) => column.value(debt))), columns.map((column) => sums[column.key] ?? null)];
  const data = await writeSheet({ title: translate(locale, 'customer-debts.sheet.title'), columns, rows, locale });
  return xlsxResponse(data, 'customer-debts');
}
