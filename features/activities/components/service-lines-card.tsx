'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, Table } from 'react-bootstrap';
import { moveServiceLine } from '@/entities/activities/activity-api';
import { ActivityStatusBadge } from '@/entities/activities/activity-labels';
import type { Activity, ServiceLine } from '@/lib/contracts/activities';
import { ActivityStatus, type ActivityStatus as Status, type ActivityTransition, allowedTransitions } from '@/lib/enums/activities';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useActivityChange } from '../api/use-activity-change';
import { LineResultModal } from './line-result-modal';

const LINE_ICON: Partial<Record<ActivityTransition, string>> = { start: 'play-fill', complete: 'check-lg', cancel: 'x-lg' };

/**
 * The services of a visit, each with its own status, performer and result: while the visit is in
 * progress, whoever performs a line takes it, records its result and files, and marks it done.
 */
export function ServiceLinesCard({ shopId, activity, mayExecute, onChanged }: { shopId: string; activity: Activity; mayExecute: boolean; onChanged: () => void }) {
  const t = useTranslations('activities');
  const [editing, setEditing] = useState<ServiceLine | null>(null);
  const open = activity.status === ActivityStatus.IN_PROGRESS && mayExecute;
  const move = useActivityChange(shopId, ({ line, transition }: { line: ServiceLine; transition: ActivityTransition }) => moveServiceLine(shopId, line.id, transition).then(() => undefined));
  const go = (line: ServiceLine, transition: ActivityTransition) =>
    move.mutate(
      { line, transition },
      { onSuccess: () => (notify('success', t('queue.lineMoved', { name: line.name, status: t(`statuses.${transition === 'start' ? 2 : transition === 'complete' ? 3 : 4}` as 'statuses.0') })), onChanged()) },
    );
  return (
    <Card className="mb-3" as="section" aria-labelledby="service-lines-title">
      <Card.Header>
        <h2 id="service-lines-title" className="h6 mb-0">
          {t('page.lines')}
        </h2>
      </Card.Header>
      <Table responsive className="mb-0 align-middle">
        <thead>
          <tr>
            <th>{t('fields.services')}</th>
            <th className="text-end">{t('fields.quantity')}</th>
            <th className="text-end">{t('fields.price')}</th>
            <th>{t('fields.status')}</th>
            <th>{t('fields.performer')}</th>
            <th>{t('fields.result')}</th>
            {open && <th />}
          </tr>
        </thead>
        <tbody>
          {activity.serviceLines.length === 0 && (
            <tr>
              <td colSpan={7} className="text-body-secondary">
                {t('home.noLines')}
              </td>
            </tr>
          )}
          {activity.serviceLines.map((line) => (
            <tr key={line.id}>
              <td>{line.name}</td>
              <td className="text-end">{line.quantity}</td>
              <td className="text-end text-nowrap">{formatVnd(line.price)}</td>
              <td>
                <ActivityStatusBadge status={line.status} line />
              </td>
              <td>{line.performer?.name ?? '-'}</td>
              <td className="small" style={{ whiteSpace: 'pre-line', maxWidth: '18rem' }}>
                {line.result ?? ''}
              </td>
              {open && (
                <td className="text-end text-nowrap">
                  {allowedTransitions(line.status as Status)
                    .filter((tr) => tr !== 'submit')
                    .map((tr) => (
                      <Button
                        key={tr}
                        size="sm"
                        variant={tr === 'cancel' ? 'outline-danger' : 'outline-primary'}
                        className="ms-1"
                        disabled={move.isPending}
                        onClick={() => go(line, tr)}
                        aria-label={`${t(`lineTransitions.${tr as 'start'}`)}: ${line.name}`}
                        title={t(`lineTransitions.${tr as 'start'}`)}
                      >
                        <i className={`bi bi-${LINE_ICON[tr]}`} aria-hidden="true" />
                      </Button>
                    ))}
                  {line.status !== ActivityStatus.CANCELED && (
                    <Button size="sm" variant="outline-secondary" className="ms-1" onClick={() => setEditing(line)} aria-label={`${t('fields.result')}: ${line.name}`} title={t('fields.result')}>
                      <i className="bi bi-pencil-square" aria-hidden="true" />
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && <LineResultModal shopId={shopId} activityId={activity.id} line={editing} onClose={() => (setEditing(null), onChanged())} />}
    </Card>
  );
}
