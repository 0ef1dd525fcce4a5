'use client';

import { useQuery } from '@tanstack/react-query';
import { useTimeZone, useTranslations } from 'next-intl';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { petVaccinations } from '@/lib/contracts/activities';
import { formatDate, formatDay, todayIn } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { activityKeys } from './activity-keys';

/** The vaccines a pet was given, with their lot and the booster's date, overdue ones in red. */
export function PetVaccinationsCard({ shopId, petId }: { shopId: string; petId: string }) {
  const t = useTranslations('activities');
  const { data = [] } = useQuery({
    queryKey: [...activityKeys.all, 'vaccinations', shopId, petId],
    queryFn: async () => petVaccinations.parse((await api.get(`/pets/${petId}/vaccinations`, { headers: { 'shop-Id': shopId } })).data),
  });
  const now = todayIn(useTimeZone());
  return (
    <Card className="mb-3" as="section" aria-label={t('timeline.vaccinations')}>
      <Card.Header>
        <h2 className="h6 mb-0">{t('timeline.vaccinations')}</h2>
      </Card.Header>
      {data.length === 0 && <Card.Body className="text-body-secondary">{t('timeline.noVaccinations')}</Card.Body>}
      <ListGroup variant="flush">
        {data.map((v) => (
          <ListGroup.Item key={`${v.activityId}-${v.name}`} className="d-flex justify-content-between gap-2">
            <div>
              <div className="fw-semibold">{v.name}</div>
              <div className="small text-body-secondary">
                {formatDate(v.givenAt)} · <Link href={shopPath(shopId, `/activities/${v.activityId}`)}>{v.code}</Link>
                {v.batchNo && <> · {t('fields.batch')} {v.batchNo}</>}
              </div>
            </div>
            {/* white on Bootstrap's cyan is unreadable (1.95:1): an upcoming date is dark on it */}
            <Badge bg={v.nextDueOn < now ? 'danger' : 'info'} text={v.nextDueOn < now ? undefined : 'dark'} className="align-self-start">
              {v.nextDueOn < now ? t('timeline.overdue', { date: formatDay(v.nextDueOn) }) : t('timeline.due', { date: formatDay(v.nextDueOn) })}
            </Badge>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
