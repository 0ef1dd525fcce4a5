'use client';

import { useTranslations } from 'next-intl';
import { FigureTable } from '@/components/reports/figure-table';
import type { Financial } from '@/lib/contracts/reports';
import { useReportLabels } from './report-labels';

/**
 * Thuế GTGT: the taxable revenue and the VAT collected by VAT key and rate, as the invoices took
 * them at issue (DESIGN §6); a key that was off is not subject to VAT, shown KCT, never 0%.
 */
export function VatSection({ report }: { report: Financial }) {
  const t = useTranslations('financial-reports');
  const labels = useReportLabels();
  const sum = (pick: (v: Financial['vatByRate'][number]) => number) => report.vatByRate.reduce((s, v) => s + pick(v), 0);
  return (
    <FigureTable
      caption={t('vat.caption')}
      head={t('vat.vatKey')}
      columns={[t('vat.rate'), t('vat.taxableBase'), t('vat.vat')]}
      rows={report.vatByRate.map((v) => ({ key: `${v.vatKey}:${v.vatPercent}`, label: labels.vatKey(v.vatKey), values: [labels.rate(v.vatPercent), v.taxableBase, v.vat] }))}
      foot={{ label: t('vat.total'), values: ['', sum((v) => v.taxableBase), sum((v) => v.vat)] }}
    />
  );
}
