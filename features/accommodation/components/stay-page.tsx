'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Row, Spinner } from 'react-bootstrap';
import { DetailHeader } from '@/components/ui/detail-header';
import { DetailList } from '@/components/ui/detail-list';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { useLiveRooms } from '@/entities/pet-rooms/use-live-rooms';
import type { Stay } from '@/lib/contracts/stays';
import { PET_ROOM_EXECUTE_PERMISSION, PET_ROOM_SLUGS, PetRoomType, type PetRoomTypeId, StayStatus } from '@/lib/enums/pet-rooms';
import { formatDateTime, formatVnd } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { useStay, useStayLog } from '../api/stays';
import { StayLogList } from './stay-log-list';

const StayLogEntryModal = lazyDialog(() => import('./stay-log-entry-modal').then((m) => m.StayLogEntryModal));

const STATUS_LOOK: Record<number, string> = { [StayStatus.RESERVED]: 'warning', [StayStatus.CHECKED_IN]: 'primary', [StayStatus.CHECKED_OUT]: 'success', [StayStatus.CANCELED]: 'secondary' };
const boardOf = (type: number) => Object.entries(PET_ROOM_SLUGS).find(([, t]) => t === type)?.[0] ?? 'hotels';

/**
 * One stay: who, in which room, since and until when, what it has cost so far, the owner's notes,
 * and its log — the day's care of a hotel pet or an inpatient's treatment sheet — written while the
 * pet is in, printed a day at a time, and kept to read once it has left.
 */
export function StayPage({ shopId, stayId }: { shopId: string; stayId: string }) {
  const t = useTranslations('accommodation');
  const stay = useStay(shopId, stayId);
  const log = useStayLog(shopId, stayId);
  const [adding, setAdding] = useState(false);
  useLiveRooms();
  const type = (stay.data?.room.type ?? PetRoomType.HOTEL) as PetRoomTypeId;
  const mayLog = useHasPermission(PET_ROOM_EXECUTE_PERMISSION[type]);
  if (stay.isError) return <Alert variant="danger">{t('log.loadFailed')}</Alert>;
  if (!stay.data) return <Spinner role="status" />;

  const s = stay.data;
  const inpatient = type === PetRoomType.INPATIENT_CARE;
  return (
    <section>
      <DetailHeader
        backHref={shopPath(shopId, `/accommodation/${boardOf(type)}`)}
        title={
          <span className="d-inline-flex align-items-center gap-2 flex-wrap">
            {t('log.pageTitle', { code: s.code, pet: s.pet.name })}
            <Badge bg={STATUS_LOOK[s.status]} text={s.status === StayStatus.RESERVED ? 'dark' : undefined}>
              {t(`stayStatus.${s.status}`)}
            </Badge>
          </span>
        }
      >
        {mayLog && s.status === StayStatus.CHECKED_IN && (
          <Button onClick={() => setAdding(true)}>
            <i className="bi bi-journal-plus me-1" aria-hidden="true" />
            {t(inpatient ? 'log.addTreatment' : 'log.addCare')}
          </Button>
        )}
        <Link href={shopPath(shopId, `/activities/${s.activityId}`)} className="btn btn-outline-secondary">
          <i className="bi bi-clipboard2-pulse me-1" aria-hidden="true" />
          {t('log.openActivity', { code: s.code })}
        </Link>
      </DetailHeader>
      <Row>
        <Col xl={8}>
          <Card as="section" className="mb-3" aria-labelledby="stay-log-title">
            <Card.Header>
              <h2 id="stay-log-title" className="h6 mb-0">
                {t(inpatient ? 'log.treatmentSheet' : 'log.careLog')}
              </h2>
            </Card.Header>
            <Card.Body>
              {log.isLoading ? <Spinner role="status" size="sm" /> : <StayLogList shopId={shopId} stayId={s.id} entries={log.data ?? []} />}
            </Card.Body>
          </Card>
        </Col>
        <Col xl={4}>
          <StaySummary stay={s} />
        </Col>
      </Row>
      {adding && <StayLogEntryModal shopId={shopId} stay={s} onClose={() => setAdding(false)} />}
    </section>
  );
}

/** The stay at a glance: room, owner, pet, times, days and amount so far, and what the owner asked. */
function StaySummary({ stay }: { stay: Stay }) {
  const t = useTranslations('accommodation');
  const rows: Array<[string, string | null]> = [
    [t('stay.room'), stay.room.name],
    [t('stay.customer'), [stay.customer.name, stay.customer.phone].filter(Boolean).join(' · ')],
    [t('stay.pet'), stay.pet.name],
    [t('stay.checkedInAt'), stay.checkedInAt && formatDateTime(stay.checkedInAt)],
    [stay.checkedOutAt ? t('log.checkedOutAt') : t('stay.expectedOut'), formatDateTime(stay.checkedOutAt ?? stay.endsAt)],
    [t('log.soFar'), stay.daysSoFar === null ? null : t('soFar', { days: stay.daysSoFar, amount: formatVnd(stay.amountSoFar ?? 0) })],
    [t('stay.feedingNote'), stay.feedingNote],
    [t('stay.careNote'), stay.careNote],
    [t('stay.belongings'), stay.belongings],
  ];
  return (
    <Card as="section" className="mb-3" aria-labelledby="stay-summary-title">
      <Card.Header>
        <h2 id="stay-summary-title" className="h6 mb-0">
          {t('log.summary')}
        </h2>
      </Card.Header>
      <Card.Body className="small">
        <DetailList items={rows.filter(([, value]) => value)} />
      </Card.Body>
    </Card>
  );
}
