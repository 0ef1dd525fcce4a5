'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import { useListView } from '@/components/list/use-list-view';
import { PageHeader } from '@/components/ui/page-header';
import { moveServiceLine, serviceLinesQuery } from '@/entities/activities/activity-api';
import { ActivityStatusBadge, SpeciesIcon } from '@/entities/activities/activity-labels';
import { useLiveActivities } from '@/entities/activities/use-live-activities';
import type { QueueLine } from '@/lib/contracts/activities';
import { ACTIVITY_STATUS_IDS, ActivityStatus, type ActivityStatus as Status, type ActivityTransition, allowedTransitions } from '@/lib/enums/activities';
import { formatDateTime, todayIn } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { QUEUE_FILTERS } from '../api/activity-lists';
import { useActivityChange } from '../api/use-activity-change';
import { LineResultModal } from './line-result-modal';

/** SPEC §2: a line's activity opens only once it has started (not a draft, waiting or canceled). */
const linkable = (status: number) => status !== ActivityStatus.DRAFT && status !== ActivityStatus.WAITING && status !== ActivityStatus.CANCELED;

/**
 * A service queue (/service-activities/<slug>): the lines of one group, today unless other days
 * are asked, oldest first; the performer takes a line, records its result and files, completes it.
 */
export function ServiceQueuePage({ shopId, group, title }: { shopId: string; group?: number; title: string }) {
  const t = useTranslations('activities');
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState<QueueLine | null>(null);
  useLiveActivities();
  const today = todayIn(timeZone);
  const view = useListView(QUEUE_FILTERS, ({ from, to, ...request }) => serviceLinesQuery(shopId, { ...request, group, from: from || today, to: to || today }));
  const move = useActivityChange(shopId, ({ line, transition }: { line: QueueLine; transition: ActivityTransition }) => moveServiceLine(shopId, line.id, transition).then(() => undefined));
  const go = (line: QueueLine, transition: ActivityTransition) =>
    move.mutate({ line, transition }, { onSuccess: () => notify('success', t('queue.lineMoved', { name: line.name, status: t(`statuses.${transition === 'start' ? 2 : transition === 'complete' ? 3 : 4}` as 'statuses.0') })) });

  return (
    <section>
      <PageHeader title={title} />
      <Row>
        <Col lg={6}>
          <DayRangeFilter values={{ from: view.values.from || today, to: view.values.to || today }} onChange={view.params.set} />
        </Col>
      </Row>
      <DataTable
        view={view}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('dashboard.searchPlaceholder'), cols: { md: 8 } },
          { kind: 'select', key: 'status', label: t('fields.status'), allLabel: t('dashboard.allStatuses'), options: ACTIVITY_STATUS_IDS.map((s) => ({ value: s, label: t(`statuses.${s}`) })), cols: { md: 4 } },
        ]}
        columns={[
          { label: t('fields.ticket'), className: 'text-end', cell: (l) => `#${l.activity.ticketNo}` },
          {
            label: t('fields.code'),
            className: 'text-nowrap',
            cell: (l) =>
              linkable(l.activity.status) ? (
                <Link href={shopPath(shopId, `/activities/${l.activity.id}`)} className="font-monospace">
                  {l.activity.code}
                </Link>
              ) : (
                <span className="font-monospace text-body-secondary" title={t('queue.inert')}>
                  {l.activity.code}
                </span>
              ),
          },
          { label: t('fields.createdAt'), sort: 'createdAt', className: 'text-nowrap', cell: (l) => formatDateTime(l.createdAt, timeZone) },
          { label: t('fields.pet'), cell: (l) => (<><SpeciesIcon species={l.pet.species} />{l.pet.name}<div className="small text-body-secondary">{l.customer.name}</div></>) },
          { label: t('fields.services'), cell: (l) => l.name },
          { label: t('fields.status'), sort: 'status', cell: (l) => <ActivityStatusBadge status={l.status} line /> },
          { label: t('fields.performer'), cell: (l) => l.performer?.name ?? '-' },
          { label: t('fields.result'), cell: (l) => <span className="small" style={{ whiteSpace: 'pre-line' }}>{l.result ?? ''}</span> },
          {
            label: '',
            className: 'text-end text-nowrap',
            cell: (l) =>
              l.activity.status === ActivityStatus.IN_PROGRESS && (
                <>
                  {allowedTransitions(l.status as Status)
                    .filter((tr) => tr !== 'submit' && tr !== 'cancel')
                    .map((tr) => (
                      <Button key={tr} size="sm" className="ms-1" disabled={move.isPending} onClick={() => go(l, tr)} aria-label={`${t(`lineTransitions.${tr as 'start'}`)}: ${l.pet.name} ${l.name}`}>
                        {t(`lineTransitions.${tr as 'start'}`)}
                      </Button>
                    ))}
                  {l.status !== ActivityStatus.CANCELED && (
                    <Button size="sm" variant="outline-secondary" className="ms-1" onClick={() => setEditing(l)} aria-label={`${t('fields.result')}: ${l.pet.name} ${l.name}`}>
                      <i className="bi bi-pencil-square" aria-hidden="true" />
                    </Button>
                  )}
                </>
              ),
          },
        ]}
      />
      {editing && <LineResultModal shopId={shopId} activityId={editing.activity.id} line={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
