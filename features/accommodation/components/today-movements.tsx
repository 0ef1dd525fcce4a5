'use client';

import { useTranslations } from 'next-intl';
import { Card, Col, Row } from 'react-bootstrap';
import type { PetRoomOnBoard } from '@/lib/contracts/pet-rooms';
import { StayStatus } from '@/lib/enums/pet-rooms';
import { formatDateTime, todayIn } from '@/lib/format';

/** The shop's calendar day of an instant (YYYY-MM-DD): "today" is the shop's, wherever the browser is. */
const dayOf = (at: string) => todayIn(undefined, new Date(at));

interface Movement {
  id: string;
  pet: string;
  room: string;
  at: string;
  late: boolean;
}

/** Who is expected today (booked, arriving by tonight) and who leaves today or is past their check-out, at the top of the board (issue 19 §2). */
export function TodayMovements({ rooms, now }: { rooms: PetRoomOnBoard[]; now: Date }) {
  const t = useTranslations('accommodation.today');
  const today = todayIn(undefined, now);
  const stays = rooms.flatMap((room) => room.stays.map((stay) => ({ stay, room: room.name })));
  const pick = (status: number, at: 'startsAt' | 'endsAt'): Movement[] =>
    stays
      .filter(({ stay }) => stay.status === status && dayOf(stay[at]) <= today)
      .map(({ stay, room }) => ({ id: stay.id, pet: stay.pet.name, room, at: stay[at], late: Date.parse(stay[at]) < now.getTime() }))
      .sort((a, b) => a.at.localeCompare(b.at));
  const columns = [
    { key: 'arrivals', items: pick(StayStatus.RESERVED, 'startsAt') },
    { key: 'departures', items: pick(StayStatus.CHECKED_IN, 'endsAt') },
  ] as const;
  return (
    <Row className="g-2 mb-3">
      {columns.map(({ key, items }) => (
        <Col md={6} key={key}>
          <Card as="section" aria-label={t(key)} className="h-100">
            <Card.Body className="py-2">
              <h2 className="h6 mb-1">{t(key)} ({items.length})</h2>
              {items.length === 0 ? (
                <div className="small text-body-secondary">{t(`${key}None`)}</div>
              ) : (
                <ul className="list-inline small mb-0">
                  {items.map((m) => (
                    <li key={m.id} className={`list-inline-item me-3${m.late ? ' text-danger' : ''}`}>
                      {t('item', { pet: m.pet, room: m.room, at: formatDateTime(m.at) })}
                      {m.late && ` · ${t('late')}`}
                    </li>
                  ))}
                </ul>
              )}
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
