'use client';

import { useTranslations } from 'next-intl';
import { type FigureRow, FigureTable } from '@/components/reports/figure-table';
import type { Financial } from '@/lib/contracts/reports';
import { VoucherType } from '@/lib/enums/cash';
import { useReportLabels } from './report-labels';

type CashRow = Financial['cash'][number];

/** The cash book's vouchers summed by one of their fields: what came in and went out for each value, in the report's order. */
function inAndOut(cash: CashRow[], by: 'category' | 'method', label: (value: string) => string): FigureRow[] {
  const values = [...new Set(cash.map((c) => c[by]))];
  const total = (value: string, type: string) => cash.filter((c) => c[by] === value && c.type === type).reduce((s, c) => s + c.amount, 0);
  return values.map((value) => ({ key: value, label: label(value), values: [total(value, VoucherType.RECEIPT), total(value, VoucherType.PAYMENT)] }));
}

/**
 * Thu chi: the period's receipts against its payments, by category and by method, with their totals
 * (a void's reversal is a voucher of the other type, so both stay in, as in the cash book).
 */
export function CashSection({ report }: { report: Financial }) {
  const t = useTranslations('financial-reports');
  const labels = useReportLabels();
  const columns = [t('cash.receipts'), t('cash.payments')];
  const foot = { label: t('cash.total'), values: [report.receipts, report.payments] };
  return (
    <>
      <FigureTable caption={t('cash.byCategory')} head={t('cash.category')} columns={columns} rows={inAndOut(report.cash, 'category', labels.category)} foot={foot} />
      <FigureTable caption={t('cash.byMethod')} head={t('cash.method')} columns={columns} rows={inAndOut(report.cash, 'method', labels.method)} foot={foot} />
    </>
  );
}
