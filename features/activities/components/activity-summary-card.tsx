'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Alert, Card } from 'react-bootstrap';
import { SpeciesIcon, useActivityTypeLabel } from '@/entities/activities/activity-labels';
import type { Activity } from '@/lib/contracts/activities';
import { ageFrom, formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/** Who the visit is for (customer, phone; the pet's species, breed, age, weight and alerts) and its timeline. */
export function ActivitySummaryCard({ shopId, activity: a }: { shopId: string; activity: Activity }) {
  const t = useTranslations('activities');
  const typeLabel = useActivityTypeLabel();
  const timeZone = useTimeZone();
  const age = ageFrom(a.pet.birthDate);
  const marks = [
    ['created', a.created],
    ['waitingSince', a.waiting],
    ['started', a.started],
    ['completed', a.completed],
    ['canceled', a.canceled],
  ] as const;
  return (
    <Card className="mb-3" as="section" aria-labelledby="summary-title">
      <Card.Header>
        <h2 id="summary-title" className="h6 mb-0">
          {t('page.summary')}
        </h2>
      </Card.Header>
      <Card.Body>
        <dl className="mb-0 small">
          <dt>{t('fields.type')}</dt>
          <dd>{typeLabel(a.type)}</dd>
          <dt>{t('fields.customer')}</dt>
          <dd>
            <Link href={shopPath(shopId, `/customers/${a.customer.id}`)}>{a.customer.name}</Link>
            {a.customer.phoneNumber && <div>{a.customer.phoneNumber}</div>}
          </dd>
          <dt>{t('fields.pet')}</dt>
          <dd>
            <SpeciesIcon species={a.pet.species} />
            <Link href={shopPath(shopId, `/pets/${a.pet.id}`)}>{a.pet.name}</Link>
            {a.pet.breed && <> · {a.pet.breed}</>}
            {age && <> · {age.years > 0 ? t('page.age', age) : t('page.ageMonths', { months: age.months })}</>}
            {a.pet.weightKg !== null && <> · {t('page.weight', { weight: a.pet.weightKg.toLocaleString('vi-VN') })}</>}
          </dd>
          <dt>{t('fields.assignee')}</dt>
          <dd>{a.assignee?.name ?? t('dashboard.noAssignee')}</dd>
          {a.note && (
            <>
              <dt>{t('fields.note')}</dt>
              <dd style={{ whiteSpace: 'pre-line' }}>{a.note}</dd>
            </>
          )}
        </dl>
        {a.pet.note && (
          <Alert variant="warning" className="small py-2 mt-2 mb-0">
            <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
            {a.pet.note}
          </Alert>
        )}
        <h3 className="h6 mt-3">{t('page.history')}</h3>
        <ul className="list-unstyled small mb-0">
          {marks.map(([key, mark]) =>
            mark ? (
              <li key={key}>
                <span className="text-body-secondary">{t(`page.${key}`)}:</span> {t('page.by', { at: formatDateTime(mark.at, timeZone), name: mark.by?.name ?? '-' })}
              </li>
            ) : null,
          )}
          {a.cancelReason && (
            <li>
              <span className="text-body-secondary">{t('fields.cancelReason')}:</span> {a.cancelReason}
            </li>
          )}
        </ul>
      </Card.Body>
    </Card>
  );
}
