'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import type { Column } from '@/components/list/data-table';
import type { AuditEntry } from '@/lib/contracts/audit';
import { formatDateTime } from '@/lib/format';
import { AuditChanges } from './audit-changes';
import { AuditActionBadge } from './audit-labels';

/**
 * The columns every view of the audit trail shows: when, who, what was done and the fields it
 * changed. The audit log puts the kind of record and the record between the action and the changes.
 */
export function useAuditColumns(): { when: Column<AuditEntry>; who: Column<AuditEntry>; action: Column<AuditEntry>; changes: Column<AuditEntry> } {
  const t = useTranslations('audit');
  const timeZone = useTimeZone();
  return {
    when: { label: t('columns.createdAt'), sort: 'createdAt', className: 'text-nowrap', cell: (e) => formatDateTime(e.createdAt, timeZone) },
    // a name keeps a readable width on a tablet: the table scrolls sideways instead
    who: { label: t('columns.user'), cell: (e) => <div style={{ minWidth: '9rem' }}>{e.user.name ?? <span className="text-body-secondary">{t('unknownUser')}</span>}</div> },
    action: { label: t('columns.action'), cell: (e) => <AuditActionBadge action={e.action} /> },
    changes: { label: t('columns.changes'), cell: (e) => <AuditChanges entry={e} /> },
  };
}
