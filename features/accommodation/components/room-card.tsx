'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import type { PetRoomOnBoard } from '@/lib/contracts/pet-rooms';
import type { StayOnBoard } from '@/lib/contracts/stays';
import { PetRoomType, StayStatus } from '@/lib/enums/pet-rooms';
import { formatDateTime, formatVnd } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { type RoomState, roomState } from '../room-state';

const STATE_LOOK: Record<RoomState, { badge: string; border: string }> = {
  free: { badge: 'success', border: 'border-success' },
  partly: { badge: 'info', border: 'border-info' },
  occupied: { badge: 'danger', border: 'border-danger' },
  reserved: { badge: 'warning', border: 'border-warning' },
  inactive: { badge: 'secondary', border: 'border-secondary opacity-75' },
};

export type StayAction = 'change' | 'arrive' | 'check-out';

/** A pet in the room (or booked into it): who, whose, since when and until when, its days and amount so far; the desk's actions on it. */
function StayLine({ shopId, stay, now, logLabel, onAction }: { shopId: string; stay: StayOnBoard; now: Date; logLabel: string; onAction?: (action: StayAction) => void }) {
  const t = useTranslations('accommodation');
  const inRoom = stay.status === StayStatus.CHECKED_IN;
  const act = (action: StayAction, label: string, icon: string, variant = 'outline-secondary') =>
    onAction && (
      <Button size="sm" variant={variant} onClick={() => onAction(action)} aria-label={`${label}: ${stay.pet.name}`}>
        <i className={`bi bi-${icon} me-1`} aria-hidden="true" />
        {label}
      </Button>
    );
  return (
    <li className="small border-top pt-1 mt-1">
      <div className="fw-semibold">
        {stay.pet.name} (<Link href={shopPath(shopId, `/activities/${stay.activityId}`)}>{stay.code}</Link>)
      </div>
      <div className="text-body-secondary">
        {stay.customer.name}
        {stay.customer.phone && ` · ${stay.customer.phone}`}
      </div>
      {inRoom ? (
        <>
          <div>
            {t('since', { at: formatDateTime(stay.startsAt) })} · {t('expectedOut', { at: formatDateTime(stay.endsAt) })}
          </div>
          {stay.daysSoFar !== null && (
            <div>
              {t('soFar', { days: stay.daysSoFar, amount: formatVnd(stay.amountSoFar ?? 0) })}
              {Date.parse(stay.endsAt) < now.getTime() && (
                <Badge bg="danger" className="ms-1">
                  {t('overdue')}
                </Badge>
              )}
            </div>
          )}
        </>
      ) : (
        <div>{t('bookedFrom', { from: formatDateTime(stay.startsAt), to: formatDateTime(stay.endsAt) })}</div>
      )}
      <div className="d-flex flex-wrap gap-1 mt-1">
        {onAction && (inRoom ? act('check-out', t('stay.checkOut'), 'box-arrow-right', 'outline-primary') : act('arrive', t('stay.arrive'), 'box-arrow-in-right', 'outline-primary'))}
        {onAction && act('change', t('stay.change'), 'arrow-left-right')}
        <Link href={shopPath(shopId, `/accommodation/stays/${stay.id}`)} className="btn btn-sm btn-outline-secondary" aria-label={`${logLabel}: ${stay.pet.name}`}>
          <i className="bi bi-journal-text me-1" aria-hidden="true" />
          {logLabel}
        </Link>
      </div>
    </li>
  );
}

interface RoomCardProps {
  shopId: string;
  room: PetRoomOnBoard;
  /** the board's clock, for the pets past their check-out */
  now: Date;
  /** the desk's check-in and booking into this room, and its actions on the stays in it */
  onCheckIn?: (reserve: boolean) => void;
  onStay?: (stay: StayOnBoard, action: StayAction) => void;
  /** the shop admin's edit and delete (PET_ROOMS_MANAGE) */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One room of the board: its name and state, what it suits, its places and what a day costs, and the pets in it or booked into it. */
export function RoomCard({ shopId, room, now, onCheckIn, onStay, onEdit, onDelete }: RoomCardProps) {
  const t = useTranslations('accommodation');
  const titleId = useId();
  const state = roomState(room);
  const inRoom = room.stays.filter((st) => st.status === StayStatus.CHECKED_IN).length;
  const suits = [room.size && t(`sizes.${room.size}`), room.species ? t(`species.${room.species}`) : t('anySpecies')].filter(Boolean).join(' · ');
  return (
    <Card as="article" aria-labelledby={titleId} className={`h-100 shadow-sm border-0 border-start border-4 ${STATE_LOOK[state].border}`}>
      <Card.Body className="d-flex flex-column gap-1">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h2 id={titleId} className="h6 mb-0 fw-semibold">
            {room.name}
          </h2>
          <Badge bg={STATE_LOOK[state].badge} text={state === 'reserved' || state === 'partly' ? 'dark' : undefined}>
            {state === 'partly' ? t('placesLeft', { free: room.capacity - inRoom }) : t(`states.${state}`)}
          </Badge>
        </div>
        <div className="small text-body-secondary">{suits}</div>
        <div className="small">
          <i className="bi bi-people me-1" aria-hidden="true" />
          {t('places', { capacity: room.capacity })}
          <span className="mx-2" aria-hidden="true">
            ·
          </span>
          <span className="fw-semibold">{t('perDay', { price: formatVnd(room.dailyPrice) })}</span>
        </div>
        {room.service && <div className="small text-body-secondary">{t('billedAs', { service: room.service.name })}</div>}
        {room.note && <div className="small fst-italic text-body-secondary">{room.note}</div>}
        {room.stays.length > 0 && (
          <ul className="list-unstyled mb-0 mt-1">
            {room.stays.map((stay) => (
              <StayLine key={stay.id} shopId={shopId} stay={stay} now={now} logLabel={t(room.type === PetRoomType.INPATIENT_CARE ? 'log.treatmentSheet' : 'log.careLog')} onAction={onStay && ((action) => onStay(stay, action))} />
            ))}
          </ul>
        )}
        {(onEdit || onDelete || (onCheckIn && room.isActive)) && (
          <div className="mt-auto pt-2 d-flex gap-2 justify-content-end">
            {onCheckIn && room.isActive && (
              <>
                <Button size="sm" onClick={() => onCheckIn(false)} disabled={state === 'occupied'} aria-label={t('stay.checkInNamed', { room: room.name })}>
                  {t('stay.checkIn')}
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => onCheckIn(true)} aria-label={t('stay.bookNamed', { room: room.name })}>
                  {t('stay.book')}
                </Button>
                <span className="me-auto" />
              </>
            )}
            {onEdit && (
              <Button size="sm" variant="outline-primary" onClick={onEdit} aria-label={t('editRoomNamed', { name: room.name })}>
                <i className="bi bi-pencil" aria-hidden="true" />
              </Button>
            )}
            {onDelete && (
              <Button size="sm" variant="outline-danger" onClick={onDelete} aria-label={t('deleteRoomNamed', { name: room.name })}>
                <i className="bi bi-trash" aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
