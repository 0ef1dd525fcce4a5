'use client';

import { useTranslations } from 'next-intl';
import { type FigureRow, FigureTable } from '@/components/reports/figure-table';
import type { Financial } from '@/lib/contracts/reports';
import { useReportLabels } from './report-labels';

/**
 * Kết quả kinh doanh: each business line's invoices, revenue before VAT (after every discount),
 * discounts, VAT and cost of goods; then the period's profit and loss — gross profit and its margin,
 * the cash book's running costs by category, other income, net profit.
 */
export function ResultsSection({ report }: { report: Financial }) {
  const t = useTranslations('financial-reports');
  const labels = useReportLabels();
  const lineColumns = ['invoices', 'revenue', 'discount', 'vat', 'cost', 'grossProfit'] as const;
  const lineFigures = (k: Pick<Financial['byKind'][number], 'invoices' | 'revenue' | 'discount' | 'vat' | 'cost'>) => [
    String(k.invoices),
    k.revenue,
    k.discount,
    k.vat,
    k.cost,
    k.revenue - k.cost,
  ];
  const expenses = report.expenses.reduce((s, e) => s + e.amount, 0);
  const figure = (key: string, value: number | string, more: Partial<FigureRow> = {}): FigureRow => ({ key, label: t(`figures.${key}` as 'figures.revenue'), values: [value], ...more });
  const profit: FigureRow[] = [
    figure('revenue', report.revenue),
    figure('cost', -report.cost),
    figure('grossProfit', report.grossProfit, { strong: true }),
    figure('margin', labels.margin(report.margin)),
    figure('expenses', -expenses),
    ...report.expenses.map((e) => ({ key: `expense-${e.category}`, label: labels.category(e.category), values: [-e.amount], indent: true })),
    figure('otherIncome', report.otherIncome),
    figure('netProfit', report.netProfit, { strong: true }),
  ];
  return (
    <>
      <FigureTable
        caption={t('results.byKind')}
        head={t('results.kind')}
        columns={lineColumns.map((c) => (c === 'invoices' ? t('results.invoices') : t(`figures.${c}`)))}
        rows={report.byKind.map((k) => ({ key: String(k.kind), label: labels.kind(k.kind), values: lineFigures(k) }))}
        foot={{ label: t('results.total'), values: lineFigures({ ...report, invoices: report.byKind.reduce((s, k) => s + k.invoices, 0) }) }}
      />
      <FigureTable caption={t('results.profit')} head={t('balances.item')} columns={[t('results.amount')]} rows={profit} />
    </>
  );
}
