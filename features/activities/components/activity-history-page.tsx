'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import { useListView } from '@/components/list/use-list-view';
import { PageHeader } from '@/components/ui/page-header';
import { activitiesQuery } from '@/entities/activities/activity-api';
import { ActivityStatusBadge, SpeciesIcon } from '@/entities/activities/activity-labels';
import { useStaffOptions } from '@/entities/employees/staff-options';
import { ActivityStatus, isStayType } from '@/lib/enums/activities';
import { formatDateTime, formatVnd, todayIn } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { HISTORY_FILTERS } from '../api/activity-lists';

const CLOSED = [ActivityStatus.COMPLETED, ActivityStatus.CANCELED];
/** The first day of the shop's month. */
const monthStart = (timeZone?: string) => `${todayIn(timeZone).slice(0, 8)}01`;

/**
 * A type's history (/history/<slug>): its completed and canceled visits of the period (this month
 * unless asked), searched by code, customer, phone or pet, filtered by staff; each opens to be read
 * and its record reprinted. A hotel's or inpatient care's lists stays, with their room, days and log.
 */
export function ActivityHistoryPage({ shopId, type, title }: { shopId: string; type: number; title: string }) {
  const t = useTranslations('activities');
  const timeZone = useTimeZone();
  const staff = useStaffOptions(shopId);
  // a hotel or inpatient history lists stays: when the pet came and left, its room and days, its log
  const stays = isStayType(type);
  const view = useListView(HISTORY_FILTERS, ({ from, to, status, ...request }) =>
    activitiesQuery(shopId, { ...request, type, status: status || CLOSED.join(','), from: from || monthStart(timeZone), to: to || undefined }),
  );
  return (
    <section>
      <PageHeader title={title} />
      <Row>
        <Col lg={6}>
          <DayRangeFilter values={{ from: view.values.from || monthStart(timeZone), to: view.values.to }} onChange={view.params.set} />
        </Col>
      </Row>
      <DataTable
        view={view}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('history.searchPlaceholder'), cols: { md: 6 } },
          { kind: 'select', key: 'status', label: t('fields.status'), allLabel: t('dashboard.allStatuses'), options: CLOSED.map((s) => ({ value: s, label: t(`statuses.${s}`) })), cols: { md: 3 } },
          { kind: 'select', key: 'assigneeId', label: t('fields.staff'), allLabel: t('dashboard.allStaff'), options: staff, cols: { md: 3 } },
        ]}
        columns={[
          {
            label: t('fields.code'),
            sort: 'code',
            className: 'text-nowrap',
            cell: (a) => (
              <Link href={shopPath(shopId, `/activities/${a.id}`)} className="fw-semibold font-monospace text-decoration-none">
                {a.code}
              </Link>
            ),
          },
          stays
            ? {
                label: t('history.stayPeriod'),
                sort: 'createdAt',
                className: 'text-nowrap small',
                cell: (a) => [a.stay?.checkedInAt, a.stay?.checkedOutAt].map((at) => (at ? formatDateTime(at, timeZone) : '-')).join(' → '),
              }
            : { label: t('fields.createdAt'), sort: 'createdAt', className: 'text-nowrap', cell: (a) => formatDateTime(a.createdAt, timeZone) },
          { label: t('fields.pet'), cell: (a) => (<><SpeciesIcon species={a.pet.species} />{a.pet.name}</>) },
          { label: t('fields.customer'), cell: (a) => (<>{a.customer.name}{a.customer.phoneNumber && <div className="small text-body-secondary">{a.customer.phoneNumber}</div>}</>) },
          stays
            ? {
                label: t('history.stayRoom'),
                cell: (a) =>
                  // a hotel visit recorded before the boards had no stay: nothing to show but a dash
                  !a.stay ? (
                    '-'
                  ) : (
                    <>
                      {t('history.roomDays', { room: a.stay.room, days: a.stay.days })}
                      <div className="small">
                        <Link href={shopPath(shopId, `/accommodation/stays/${a.stay.id}`)} aria-label={t('history.stayLog', { code: a.code })}>
                          <i className="bi bi-journal-text me-1" aria-hidden="true" />
                          {t('page.stayLog')}
                        </Link>
                      </div>
                    </>
                  ),
              }
            : { label: t('fields.services'), cell: (a) => a.services.map((s) => s.name).join(', ') },
          { label: t('fields.assignee'), cell: (a) => a.assignee?.name ?? '-' },
          { label: t('fields.total'), className: 'text-end text-nowrap', cell: (a) => formatVnd(a.total) },
          { label: t('fields.status'), sort: 'status', cell: (a) => <ActivityStatusBadge status={a.status} /> },
        ]}
      />
    </section>
  );
}
