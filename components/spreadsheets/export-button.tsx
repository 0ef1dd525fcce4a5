'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { useDownloadSheet } from '@/lib/api/spreadsheets';

/** "Xuất Excel": `GET path` (an .xlsx) for the list's current search, filters and sort, every page of it. */
export function ExportButton({ path, params }: { path: string; params: Record<string, string | number | undefined> }) {
  const t = useTranslations('spreadsheets');
  const download = useDownloadSheet();
  return (
    <Button variant="outline-secondary" onClick={() => download.mutate({ path, params })} disabled={download.isPending}>
      <i className="bi bi-download me-2" aria-hidden="true" />
      {download.isPending ? t('exporting') : t('export')}
    </Button>
  );
}
