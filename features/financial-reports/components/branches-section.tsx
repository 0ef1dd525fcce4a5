'use client';

import { useTranslations } from 'next-intl';
import { type FigureRow, FigureTable } from '@/components/reports/figure-table';
import type { Financial, FinancialResponse } from '@/lib/contracts/reports';
import { useReportLabels } from './report-labels';

type Figure = 'revenue' | 'discount' | 'vat' | 'cost' | 'grossProfit' | 'otherIncome' | 'netProfit' | 'receipts' | 'payments';
type Balance = 'customerDebt' | 'supplierDebt' | 'stockValue';

// The figures a chain owner compares across branches: the results, the cash book's totals, and
// where debts and stock stand at the end of the period.
const FIGURES: Figure[] = ['revenue', 'discount', 'vat', 'cost', 'grossProfit'];
const AFTER_COSTS: Figure[] = ['otherIncome', 'netProfit', 'receipts', 'payments'];
const BALANCES: Balance[] = ['customerDebt', 'supplierDebt', 'stockValue'];

/** The key figures of each branch side by side, and of all of them together in the last column. */
export function BranchesSection({ answer }: { answer: FinancialResponse }) {
  const t = useTranslations('financial-reports');
  const labels = useReportLabels();
  const reports = [...answer.branches.map((b) => b.report), answer.total];
  const row = (key: string, label: string, value: (r: Financial) => FigureRow['values'][number], strong = false): FigureRow => ({ key, label, values: reports.map(value), strong });
  const figure = (key: Figure) => row(key, t(`figures.${key}`), (r) => r[key], key === 'grossProfit' || key === 'netProfit');
  const rows = [
    ...FIGURES.map(figure),
    row('margin', t('figures.margin'), (r) => labels.margin(r.margin)),
    row('expenses', t('figures.expenses'), (r) => r.expenses.reduce((s, e) => s + e.amount, 0)),
    ...AFTER_COSTS.map(figure),
    ...BALANCES.map((key) => row(key, t('branches.endOf', { figure: t(`figures.${key}`) }), (r) => r[key].end)),
  ];
  return <FigureTable caption={t('branches.caption')} head={t('branches.figure')} columns={[...answer.branches.map((b) => b.branch.name), t('branches.total')]} rows={rows} />;
}
