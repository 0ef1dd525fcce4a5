'use client';

import type { ReactNode } from 'react';
import { OpenerButton } from '../ui/on-demand-dialog';
import { PageHeader } from '../ui/page-header';

interface ListPageHeaderProps {
  title: string;
  /** the main action ("Thêm khách hàng"), when the user may take it */
  create?: { label: string; icon?: string; onClick: () => void } | false;
  /** other actions before it (a catalogue's Excel export and import) */
  children?: ReactNode;
}

/** A list screen's title with its actions and its "add" button on the right. */
export function ListPageHeader({ title, create, children }: ListPageHeaderProps) {
  return (
    <PageHeader title={title}>
      {children}
      {create && (
        <OpenerButton onClick={create.onClick}>
          <i className={`bi bi-${create.icon ?? 'plus-lg'} me-2`} aria-hidden="true" />
          {create.label}
        </OpenerButton>
      )}
    </PageHeader>
  );
}
