'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { useDownloadSheet } from '@/lib/api/spreadsheets';
import type { ReportPeriod } from '../api/get-financial-report';

/** "Xuất Excel": the report of the period and branch on screen, built by the server, in the screen's language. */
export function ExportFinancialReportButton({ period, disabled }: { period: ReportPeriod; disabled?: boolean }) {
  const t = useTranslations('financial-reports.actions');
  const locale = useLocale();
  const download = useDownloadSheet();
  return (
    <Button variant="outline-secondary" onClick={() => download.mutate({ path: '/reports/financial/export', params: { ...period, locale } })} disabled={disabled || download.isPending}>
      <i className="bi bi-download me-2" aria-hidden="true" />
      {download.isPending ? t('exporting') : t('export')}
    </Button>
  );
}
