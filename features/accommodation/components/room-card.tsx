'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import type { PetRoom } from '@/lib/contracts/pet-rooms';
import { formatVnd } from '@/lib/format';

interface RoomCardProps {
  room: PetRoom;
  /** the shop admin's edit and delete (PET_ROOMS_MANAGE) */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One room of the board: its name and state, what it suits, its places and what a day costs. */
export function RoomCard({ room, onEdit, onDelete }: RoomCardProps) {
  const t = useTranslations('accommodation');
  const titleId = useId();
  const suits = [room.size && t(`sizes.${room.size}`), room.species ? t(`species.${room.species}`) : t('anySpecies')].filter(Boolean).join(' · ');
  return (
    <Card as="article" aria-labelledby={titleId} className={`h-100 shadow-sm border-0 border-start border-4 ${room.isActive ? 'border-success' : 'border-secondary opacity-75'}`}>
      <Card.Body className="d-flex flex-column gap-1">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h2 id={titleId} className="h6 mb-0 fw-semibold">
            {room.name}
          </h2>
          <Badge bg={room.isActive ? 'success' : 'secondary'}>{room.isActive ? t('states.free') : t('states.inactive')}</Badge>
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
        {(onEdit || onDelete) && (
          <div className="mt-auto pt-2 d-flex gap-2 justify-content-end">
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
