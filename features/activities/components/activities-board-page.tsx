'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Alert, Button, ButtonGroup, Col, Row, ToggleButton } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { DayFilter } from '@/components/list/day-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { useListView } from '@/components/list/use-list-view';
import { PageHeader } from '@/components/ui/page-header';
import { activitiesQuery } from '@/entities/activities/activity-api';
import { ActivityStatusBadge, SpeciesIcon, useActivityTypeLabel, useWaitingLabel } from '@/entities/activities/activity-labels';
import { useLiveActivities } from '@/entities/activities/use-live-activities';
import { useStaffOptions } from '@/entities/employees/staff-options';
import { ACTIVITY_STATUS_IDS, ActivityStatus, INVOICE_TYPE_IDS } from '@/lib/enums/activities';
import { formatDateTime, formatVnd, todayIn } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { BOARD_FILTERS } from '../api/activity-lists';
import { ActivityCard } from './activity-card';

/**
 * Dashboards (/activities): a day's visits — today unless another day is picked — as a board with
 * a column per status or as a table, filtered by type, status and assignee, searched; every change
 * made anywhere in the shop shows without a reload (ACTIVE_TODAY_* events).
 */
export function ActivitiesBoardPage({ shopId }: { shopId: string }) {
  const t = useTranslations('activities');
  const timeZone = useTimeZone();
  const typeLabel = useActivityTypeLabel();
  const waiting = useWaitingLabel();
  const staff = useStaffOptions(shopId);
  const today = todayIn(timeZone);
  useLiveActivities();
  const view = useListView(BOARD_FILTERS, ({ day, view: shown, ...request }) => {
    const on = day || today;
    // the board shows as many cards as one answer holds (a busier day says so and offers the list)
    return activitiesQuery(shopId, { ...request, from: on, to: on, ...(shown !== 'table' ? { page: 1, limit: 100, sort: 'createdAt:asc' } : {}) });
  });
  const board = view.values.view !== 'table';
  const items = view.data?.items ?? [];
  const href = (id: string) => shopPath(shopId, `/activities/${id}`);
  // the waiting times move on by themselves
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const filters = [
    { kind: 'search' as const, key: 'search' as const, placeholder: t('dashboard.searchPlaceholder'), cols: { md: 6, lg: 4 } },
    { kind: 'select' as const, key: 'type' as const, label: t('fields.type'), allLabel: t('dashboard.allTypes'), options: INVOICE_TYPE_IDS.map((v) => ({ value: v, label: typeLabel(v) })), cols: { md: 6, lg: 3 } },
    { kind: 'select' as const, key: 'status' as const, label: t('fields.status'), allLabel: t('dashboard.allStatuses'), options: ACTIVITY_STATUS_IDS.map((v) => ({ value: v, label: t(`statuses.${v}`) })), cols: { md: 6, lg: 2 } },
    { kind: 'select' as const, key: 'assigneeId' as const, label: t('fields.assignee'), allLabel: t('dashboard.allStaff'), options: staff, cols: { md: 6, lg: 3 } },
  ];

  return (
    <section>
      <PageHeader title={t('dashboard.title')}>
        <div style={{ maxWidth: '12rem' }}>
          <DayFilter value={view.values.day || today} label={t('dashboard.day')} onChange={(day) => view.params.set({ day: day === today ? null : day })} />
        </div>
        <ButtonGroup className="align-self-end mb-3" aria-label={t('dashboard.title')}>
          {(['board', 'table'] as const).map((v) => (
            <ToggleButton key={v} id={`view-${v}`} type="radio" variant="outline-primary" value={v} checked={(v === 'board') === board} onChange={() => view.params.set({ view: v === 'board' ? null : v })}>
              <i className={`bi ${v === 'board' ? 'bi-kanban' : 'bi-table'} me-1`} aria-hidden="true" />
              {t(`dashboard.${v}`)}
            </ToggleButton>
          ))}
        </ButtonGroup>
      </PageHeader>
      {board ? (
        <>
          <FilterBar params={view.params} filters={filters} />
          <p className="text-body-secondary small" aria-live="polite">
            {t('dashboard.count', { count: view.data?.total ?? 0 })}
          </p>
          {view.data && items.length === 0 && <p className="text-center text-body-secondary py-5">{t('dashboard.empty')}</p>}
          {view.data && view.data.total > items.length && (
            <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2 py-2">
              <span className="flex-grow-1">{t('dashboard.partial', { shown: items.length, total: view.data.total })}</span>
              <Button size="sm" variant="outline-primary" onClick={() => view.params.set({ view: 'table' })}>
                {t('dashboard.showTable')}
              </Button>
            </Alert>
          )}
          <Row className="g-3 flex-nowrap overflow-auto pb-2">
            {ACTIVITY_STATUS_IDS.filter((s) => !view.values.status || String(s) === view.values.status).map((status) => {
              const column = items.filter((a) => a.status === status);
              return (
                <Col key={status} xs={10} sm={6} lg style={{ minWidth: '11.5rem' }}>
                  <section aria-label={status === ActivityStatus.COMPLETED ? t('readyForPayment') : t(`statuses.${status}`)} className="bg-body-tertiary rounded p-2 h-100">
                    <h2 className="h6 d-flex justify-content-between">
                      <ActivityStatusBadge status={status} />
                      <span className="text-body-secondary">{column.length}</span>
                    </h2>
                    {column.map((a) => (
                      <ActivityCard key={a.id} activity={a} href={href(a.id)} now={now} />
                    ))}
                  </section>
                </Col>
              );
            })}
          </Row>
        </>
      ) : (
        <DataTable
          view={view}
          filters={filters}
          columns={[
            { label: t('fields.ticket'), className: 'text-end', cell: (a) => `#${a.ticketNo}` },
            {
              label: t('fields.code'),
              sort: 'code',
              className: 'text-nowrap',
              cell: (a) => (
                <Link href={href(a.id)} className="fw-semibold font-monospace text-decoration-none">
                  {a.code}
                </Link>
              ),
            },
            { label: t('fields.createdAt'), sort: 'createdAt', className: 'text-nowrap', cell: (a) => formatDateTime(a.createdAt, timeZone) },
            { label: t('fields.pet'), cell: (a) => (<><SpeciesIcon species={a.pet.species} />{a.pet.name}</>) },
            { label: t('fields.customer'), cell: (a) => (<>{a.customer.name}{a.customer.phoneNumber && <div className="small text-body-secondary">{a.customer.phoneNumber}</div>}</>) },
            { label: t('fields.type'), sort: 'type', cell: (a) => typeLabel(a.type) },
            { label: t('fields.services'), cell: (a) => a.services.map((s) => s.name).join(', ') },
            { label: t('fields.assignee'), cell: (a) => a.assignee?.name ?? '-' },
            { label: t('fields.waiting'), className: 'text-nowrap', cell: (a) => (a.status === 1 ? waiting(a.waitingAt ?? a.createdAt, now) : '-') },
            { label: t('fields.total'), className: 'text-end text-nowrap', cell: (a) => formatVnd(a.total) },
            { label: t('fields.status'), sort: 'status', cell: (a) => <ActivityStatusBadge status={a.status} /> },
          ]}
        />
      )}
    </section>
  );
}
