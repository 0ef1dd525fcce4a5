'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SheetCatalogue } from '@/lib/api/spreadsheets';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import { ExportButton } from './export-button';

// dialogs load with their form code when first opened, not with the page
const ImportModal = lazyDialog(() => import('./import-modal').then((m) => m.ImportModal));

interface SheetActionsProps {
  catalogue: SheetCatalogue;
  /** the list's current search, filters and sort: the export is what the screen shows, every page */
  filters: Record<string, string | number | undefined>;
  /** CATALOGUE_EXPORT: the whole list, phone numbers and all, leaves the shop */
  canExport: boolean;
  canImport: boolean;
  /** namespace of the catalogue's field labels, e.g. `products.fields` */
  fieldsNamespace: string;
}

/** "Xuất Excel" and "Nhập Excel" beside a catalogue list's title. */
export function SheetActions({ catalogue, filters, canExport, canImport, fieldsNamespace }: SheetActionsProps) {
  const t = useTranslations('spreadsheets');
  const tAll = useTranslations();
  const [importing, setImporting] = useState(false);
  const columnLabel = (key: string) => {
    const label = [`${fieldsNamespace}.${key}`, `spreadsheets.${key}`].find((k) => tAll.has(k as never));
    return label ? tAll(label as never) : key;
  };

  return (
    <>
      {canExport && <ExportButton path={`/${catalogue}/export`} params={filters} />}
      {canImport && (
        <OpenerButton variant="outline-secondary" onClick={() => setImporting(true)}>
          <i className="bi bi-upload me-2" aria-hidden="true" />
          {t('import')}
        </OpenerButton>
      )}
      {importing && <ImportModal catalogue={catalogue} columnLabel={columnLabel} onClose={() => setImporting(false)} />}
    </>
  );
}
