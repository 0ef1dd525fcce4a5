'use client';

import { useNow, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Alert, Button, Col, Row, Spinner } from 'react-bootstrap';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { usePetRooms } from '@/entities/pet-rooms/pet-rooms-query';
import { useDeletePetRoom } from '@/entities/pet-rooms/save-pet-room';
import { useLiveRooms } from '@/entities/pet-rooms/use-live-rooms';
import type { PetRoom, PetRoomOnBoard } from '@/lib/contracts/pet-rooms';
import type { StayOnBoard } from '@/lib/contracts/stays';
import { PET_ROOM_SIZES, type PetRoomTypeId } from '@/lib/enums/pet-rooms';
import { useHasPermission } from '@/lib/use-permission';
import { foldAccents } from '@/lib/text';
import { matchesState, ROOM_STATES, roomState } from '../room-state';
import { RoomCard, type StayAction } from './room-card';
import { StayMomentDialog } from './stay-moment-dialog';
import { TodayMovements } from './today-movements';

// the forms load with their code when first opened, not with the board
const PetRoomFormModal = lazyDialog(() => import('@/entities/pet-rooms/pet-room-form-modal').then((m) => m.PetRoomFormModal));
const StayFormModal = lazyDialog(() => import('./stay-form-modal').then((m) => m.StayFormModal));
const StayChangeModal = lazyDialog(() => import('./stay-change-modal').then((m) => m.StayChangeModal));

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; room: PetRoom }
  | { kind: 'delete'; room: PetRoom }
  | { kind: 'checkIn'; room: PetRoom; reserve: boolean }
  | { kind: StayAction; room: PetRoomOnBoard; stay: StayOnBoard }
  | null;

/**
 * A board of rooms (hotel, or inpatient care): today's arrivals and departures, then every room as
 * a card, found by name, size and state; live across the shop. The desk checks pets in, books, moves,
 * extends and checks out here; the shop admin adds, edits and deletes rooms.
 */
export function RoomBoardPage({ shopId, type, title }: { shopId: string; type: PetRoomTypeId; title: string }) {
  const t = useTranslations('accommodation');
  const mayManage = useHasPermission('PET_ROOMS_MANAGE');
  const mayCheckIn = useHasPermission('HOME_ADD_CLINIC_ACTIVITIES');
  const rooms = usePetRooms(shopId, type);
  useLiveRooms();
  // who is late to leave, and what "today" is, follow the clock while the board stays open
  const now = useNow({ updateInterval: 60_000 });
  const remove = useDeletePetRoom();
  const [search, setSearch] = useState('');
  const [size, setSize] = useState('');
  const [state, setState] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);

  const all = useMemo(() => rooms.data ?? [], [rooms.data]);
  const shown = useMemo(() => {
    const text = foldAccents(search);
    return all.filter((r) => (!text || foldAccents(r.name).includes(text)) && (!size || r.size === size) && matchesState(roomState(r), state));
  }, [all, search, size, state]);

  return (
    <>
      <PageHeader title={title}>
        {mayManage && (
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('createRoom')}
          </Button>
        )}
      </PageHeader>
      {rooms.data && (
        <p className="text-body-secondary small">
          {t('boardSummary', { rooms: all.length, places: all.filter((r) => r.isActive).reduce((sum, r) => sum + r.capacity, 0), inactive: all.filter((r) => !r.isActive).length })}
        </p>
      )}
      {rooms.data && <TodayMovements rooms={all} now={now} />}
      <Row className="g-2 mb-3">
        <Col md={6} lg={5}>
          <SearchBox value={search} onSearch={setSearch} placeholder={t('searchPlaceholder')} />
        </Col>
        <Col xs={6} md={3} lg={2}>
          <FilterSelect label={t('fields.size')} allLabel={t('allSizes')} value={size} onChange={setSize} options={PET_ROOM_SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`) }))} />
        </Col>
        <Col xs={6} md={3} lg={2}>
          <FilterSelect label={t('allStates')} allLabel={t('allStates')} value={state} onChange={setState} options={ROOM_STATES.filter((s) => s !== 'partly').map((s) => ({ value: s, label: t(`states.${s}`) }))} />
        </Col>
      </Row>
      {rooms.isPending && (
        <div className="text-center py-5">
          <Spinner role="status" aria-label={title} />
        </div>
      )}
      {rooms.isError && <Alert variant="danger">{t('loadFailed')}</Alert>}
      {rooms.data && shown.length === 0 && (
        <Alert variant="light" className="text-center border">
          {all.length > 0 ? t('noMatch') : mayManage ? t('emptyForAdmin') : t('empty')}
        </Alert>
      )}
      <Row xs={1} sm={2} lg={3} xxl={4} className="g-3">
        {shown.map((room) => (
          <Col key={room.id}>
            <RoomCard
              shopId={shopId}
              room={room}
              now={now}
              onCheckIn={mayCheckIn ? (reserve) => setDialog({ kind: 'checkIn', room, reserve }) : undefined}
              onStay={mayCheckIn ? (stay, action) => setDialog({ kind: action, room, stay }) : undefined}
              onEdit={mayManage ? () => setDialog({ kind: 'edit', room }) : undefined} onDelete={mayManage ? () => setDialog({ kind: 'delete', room }) : undefined} />
          </Col>
        ))}
      </Row>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && <PetRoomFormModal shopId={shopId} type={type} room={dialog.kind === 'edit' ? dialog.room : undefined} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.room} mutation={remove} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'checkIn' && <StayFormModal shopId={shopId} room={dialog.room} reserve={dialog.reserve} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'change' && <StayChangeModal stay={dialog.stay} room={dialog.room} rooms={all} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'arrive' || dialog?.kind === 'check-out') && <StayMomentDialog shopId={shopId} stay={dialog.stay} moment={dialog.kind} onClose={() => setDialog(null)} />}
    </>
  );
}
