'use client';

import { useQuery } from '@tanstack/react-query';
import { useTimeZone, useTranslations } from 'next-intl';
import { Card, ListGroup, Spinner } from 'react-bootstrap';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { activitiesQuery } from './activity-api';
import { SpeciesIcon, useActivityTypeLabel } from './activity-labels';
import { ActivityListItem } from './activity-list-item';

/** A pet's or a customer's visits, newest first, each opening its page (the pet's medical timeline, the customer's history). */
export function ActivitiesCard({ shopId, filter, title, showPet = false }: { shopId: string; filter: { petId?: string; customerId?: string }; title: string; showPet?: boolean }) {
  const t = useTranslations('activities');
  const typeLabel = useActivityTypeLabel();
  const timeZone = useTimeZone();
  const { data, isLoading } = useQuery(activitiesQuery(shopId, { ...filter, limit: 20, sort: 'createdAt:desc' }));
  return (
    <Card className="mb-3" as="section" aria-label={title}>
      <Card.Header className="d-flex justify-content-between">
        <h2 className="h6 mb-0">{title}</h2>
        {data && <span className="small text-body-secondary">{t('dashboard.count', { count: data.total })}</span>}
      </Card.Header>
      {isLoading && (
        <Card.Body>
          <Spinner size="sm" role="status" />
        </Card.Body>
      )}
      {data?.items.length === 0 && <Card.Body className="text-body-secondary">{t('timeline.empty')}</Card.Body>}
      <ListGroup variant="flush">
        {data?.items.map((a) => (
          <ActivityListItem
            key={a.id}
            activity={a}
            heading={
              <>
                <Link href={shopPath(shopId, `/activities/${a.id}`)} className="fw-semibold font-monospace text-decoration-none">
                  {a.code}
                </Link>{' '}
                <span className="small text-body-secondary">
                  {formatDateTime(a.createdAt, timeZone)} · {typeLabel(a.type)}
                </span>
              </>
            }
            detail={
              showPet && (
                <div className="small">
                  <SpeciesIcon species={a.pet.species} />
                  {a.pet.name}
                </div>
              )
            }
          />
        ))}
      </ListGroup>
    </Card>
  );
}
