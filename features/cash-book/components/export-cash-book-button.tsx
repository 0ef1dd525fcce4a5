'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { useDownloadSheet } from '@/lib/api/spreadsheets';

/** "Xuất Excel": the cash book of the period and filters on screen, every page, with the period's balances below. */
export function ExportCashBookButton({ params }: { params: Record<string, string | number | undefined> }) {
  const t = useTranslations('cash-book');
  const download = useDownloadSheet();
  return (
    <Button variant="outline-secondary" onClick={() => download.mutate({ path: '/cash-vouchers/export', params })} disabled={download.isPending}>
      <i className="bi bi-download me-2" aria-hidden="true" />
      {download.isPending ? t('exporting') : t('export')}
    </Button>
  );
}
