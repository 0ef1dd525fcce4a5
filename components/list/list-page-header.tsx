'use client';

import type { SheetCatalogue } from '@/lib/api/spreadsheets';
import { OpenerButton } from '../ui/on-demand-dialog';
import { PageHeader } from '../ui/page-header';
import { SheetActions } from '../spreadsheets/sheet-actions';

interface ListPageHeaderProps {
  title: string;
  /** Excel export and import of a catalogue: the list's current filters and what the user may do */
  sheet?: { catalogue: SheetCatalogue; filters: Record<string, string | number | undefined>; canExport: boolean; canImport: boolean; fieldsNamespace: string };
  /** the main action ("Thêm khách hàng"), when the user may take it */
  create?: { label: string; icon?: string; onClick: () => void } | false;
}

/** A list screen's title with its Excel actions and its "add" button on the right. */
export function ListPageHeader({ title, sheet, create }: ListPageHeaderProps) {
  return (
    <PageHeader title={title}>
      {sheet && <SheetActions {...sheet} />}
      {create && (
        <OpenerButton onClick={create.onClick}>
          <i className={`bi bi-${create.icon ?? 'plus-lg'} me-2`} aria-hidden="true" />
          {create.label}
        </OpenerButton>
      )}
    </PageHeader>
  );
}
