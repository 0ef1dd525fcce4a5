'use client';

import { useQuery } from '@tanstack/react-query';
import { useTimeZone, useTranslations } from 'next-intl';
import { Card, ListGroup, Spinner } from 'react-bootstrap';
import { activitiesQuery } from '@/entities/activities/activity-api';
import { SpeciesIcon } from '@/entities/activities/activity-labels';
import { ActivityListItem } from '@/entities/activities/activity-list-item';
import { useLiveActivities } from '@/entities/activities/use-live-activities';
import { todayIn } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/** Beside the front desk's form: the shop's visits of today, newest first, kept live. */
export function TodayActivities({ shopId }: { shopId: string }) {
  const t = useTranslations('activities');
  useLiveActivities();
  const day = todayIn(useTimeZone());
  const { data, isLoading } = useQuery(activitiesQuery(shopId, { from: day, to: day, limit: 30, sort: 'createdAt:desc' }));
  const items = data?.items ?? [];
  return (
    <Card as="section" aria-labelledby="today-title">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 id="today-title" className="h6 mb-0">
          {t('home.today')} <span className="text-body-secondary">({data?.total ?? 0})</span>
        </h2>
        <Link href={shopPath(shopId, '/activities')} className="small">
          {t('home.openBoard')}
        </Link>
      </Card.Header>
      {isLoading && (
        <Card.Body className="text-center">
          <Spinner size="sm" role="status" />
        </Card.Body>
      )}
      {data && items.length === 0 && <Card.Body className="text-body-secondary">{t('home.noneToday')}</Card.Body>}
      <ListGroup variant="flush" style={{ maxHeight: '32rem', overflowY: 'auto' }}>
        {items.map((a) => (
          <ActivityListItem
            key={a.id}
            activity={a}
            heading={
              <Link href={shopPath(shopId, `/activities/${a.id}`)} className="fw-semibold text-decoration-none">
                #{a.ticketNo} <SpeciesIcon species={a.pet.species} />
                {a.pet.name}
              </Link>
            }
            detail={
              <div className="small text-body-secondary text-truncate">
                {a.code} · {a.customer.name}
              </div>
            }
          />
        ))}
      </ListGroup>
    </Card>
  );
}
