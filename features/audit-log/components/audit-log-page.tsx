'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Alert, Button, Card } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import type { FilterSpec } from '@/components/list/filter-bar';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { auditEntriesQuery } from '@/entities/audit-entries/audit-entries-query';
import { useAuditColumns } from '@/entities/audit-entries/audit-columns';
import { useEntityTypeLabel } from '@/entities/audit-entries/audit-labels';
import { useStaffOptions } from '@/entities/employees/staff-options';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@/lib/enums/audit';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import { AUDIT_LOG_FILTERS, auditPeriod } from '../api/list-audit-log';
import { AuditRecordCell } from './audit-record-cell';

type Key = (typeof AUDIT_LOG_FILTERS)[number];

/** A failed read: useListView hands the table react-query's whole result, whose error state the table does not show. */
const failed = (query: object): query is { isError: true; refetch: () => unknown } => 'isError' in query && query.isError === true;

/**
 * Nhật ký thao tác (STORE_AUDIT_LOG, the shop admin; issue 21): who changed what and when, newest
 * first, the last seven days unless other days are chosen; by user, kind of record and action,
 * searched by the record's code or name or the user's name; each change before and after. A row's
 * clock button narrows the log to that record's own history (`entityId` in the URL).
 */
export function AuditLogPage({ shopId }: { shopId: string }) {
  const t = useTranslations('audit');
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const view = useListView(AUDIT_LOG_FILTERS, (request) => auditEntriesQuery(shopId, { ...request, ...auditPeriod(request, timeZone) }));
  const { values, params, list } = view;
  const staff = useStaffOptions(shopId);
  const typeLabel = useEntityTypeLabel();
  const { when, who, action, changes } = useAuditColumns();

  // the search on a row of its own beside the side menu at 1366 px, so the three selects keep their words
  const selectCols = { xs: 12, md: 4, xxl: 2 };
  const filters: FilterSpec<Key>[] = [
    { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { xs: 12, xxl: 6 } },
    { kind: 'select', key: 'userId', label: t('filters.user'), allLabel: t('filters.allUsers'), options: staff, cols: selectCols },
    {
      kind: 'select',
      key: 'entityType',
      label: t('filters.entityType'),
      allLabel: t('filters.allEntityTypes'),
      options: AUDIT_ENTITY_TYPES.map((k) => ({ value: k, label: typeLabel(k) })).sort((a, b) => a.label.localeCompare(b.label, 'vi')),
      cols: selectCols,
    },
    { kind: 'select', key: 'action', label: t('filters.action'), allLabel: t('filters.allActions'), options: AUDIT_ACTIONS.map((k) => ({ value: k, label: t(`actions.${k}`) })), cols: selectCols },
  ];
  const error = failed(list.query) ? list.query : null;
  const recordLabel = values.entityId ? list.query.data?.items[0]?.entityLabel : null;

  return (
    <section>
      <ListPageHeader title={t('title')} />
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body>
          {/* a new form when one record's history opens or closes: its days change from a week to all time or back */}
          <DayRangeFilter key={values.entityId ? 'record' : 'log'} values={auditPeriod(values, timeZone)} onChange={params.set} together cols={{ xs: 6, md: 3 }} />
        </Card.Body>
      </Card>
      {values.entityId && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2 py-2">
          <i className="bi bi-clock-history" aria-hidden="true" />
          <span className="me-auto">{recordLabel ? t('recordHistory', { label: recordLabel }) : t('filters.onlyRecord')}</span>
          <Button size="sm" variant="outline-primary" onClick={() => params.set({ entityId: null })}>
            {t('filters.clearRecord')}
          </Button>
        </Alert>
      )}
      {error && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 py-2">
          <span className="me-auto">{t('loadFailed')}</span>
          <Button size="sm" variant="outline-danger" onClick={() => void error.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      <DataTable
        caption={t('caption')}
        view={view}
        filters={filters}
        columns={[
          when,
          who,
          action,
          { label: t('columns.entityType'), className: 'text-nowrap', cell: (e) => typeLabel(e.entityType) },
          { label: t('columns.record'), cell: (e) => <AuditRecordCell shopId={shopId} entry={e} onHistory={(entityId) => params.set({ entityId })} /> },
          changes,
        ]}
      />
    </section>
  );
}
