'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { zodFieldErrors } from '@/lib/api/field-errors';
import type { PetRoomOnBoard } from '@/lib/contracts/pet-rooms';
import { stayChangeBody, type StayOnBoard } from '@/lib/contracts/stays';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useChangeStay } from '../api/stays';
import { RefusalAlert, useRefusableForm } from './refusable-form';

/**
 * "Gia hạn / chuyển phòng": a stay's expected check-out moved (extended or shortened), or the pet
 * moved to another room of the board in use; the server checks the room it ends up in has a place.
 */
export function StayChangeModal({ stay, room, rooms, onClose }: { stay: StayOnBoard; room: PetRoomOnBoard; rooms: PetRoomOnBoard[]; onClose: () => void }) {
  const t = useTranslations('accommodation');
  const id = useId();
  const change = useChangeStay();
  const [roomId, setRoomId] = useState(room.id);
  const [endsAt, setEndsAt] = useState<Date | null>(() => new Date(stay.endsAt));
  const { errors, setErrors, refusal, setRefusal, onError } = useRefusableForm();
  const others = rooms.filter((r) => r.isActive || r.id === room.id);

  const submit = () => {
    setRefusal(null);
    const movedOut = endsAt && endsAt.getTime() !== Date.parse(stay.endsAt) ? endsAt.toISOString() : undefined;
    const body = { roomId: roomId !== room.id ? roomId : undefined, endsAt: endsAt ? movedOut : '' };
    if (!body.roomId && body.endsAt === undefined) return onClose();
    const parsed = stayChangeBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    change.mutate(
      { id: stay.id, body: parsed.data },
      {
        onSuccess: (changed) => (notify('success', t('stay.changed', { pet: changed.pet.name, room: changed.room.name })), onClose()),
        onError,
      },
    );
  };

  return (
    <FormModal title={t('stay.changeTitle', { pet: stay.pet.name })} saving={change.isPending} onSubmit={(e) => (e?.preventDefault(), submit())} onClose={onClose}>
      <FormField id={`${id}-room`} label={t('stay.room')} error={errors.roomId}>
        <Form.Select value={roomId} onChange={(e) => (setRoomId(e.target.value), setErrors({}))} isInvalid={!!errors.roomId}>
          {others.map((r) => (
            <option key={r.id} value={r.id}>
              {r.id === room.id ? t('stay.currentRoom', { room: r.name }) : t('stay.roomOption', { room: r.name, price: formatVnd(r.dailyPrice) })}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <DateTimeField label={t('stay.expectedOut')} required value={endsAt} onChange={(d) => (setEndsAt(d), setErrors({}))} error={errors.endsAt} />
      <p className="small text-body-secondary mb-0">{t('stay.moveHint')}</p>
      <RefusalAlert refusal={refusal} />
    </FormModal>
  );
}
