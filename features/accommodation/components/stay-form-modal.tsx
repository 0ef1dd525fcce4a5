'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Col, Form, InputGroup, Row } from 'react-bootstrap';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { type CustomerOption, CustomerPicker } from '@/entities/customers/customer-picker';
import { CustomerPetsSelect } from '@/entities/pets/customer-pets-select';
import { zodFieldErrors } from '@/lib/api/field-errors';
import type { PetRoom } from '@/lib/contracts/pet-rooms';
import { stayBody } from '@/lib/contracts/stays';
import { PAYMENT_METHODS, PaymentMethod } from '@/lib/enums/cash';
import { notify } from '@/lib/toast';
import { useCheckInStay } from '../api/stays';
import { RefusalAlert, useRefusableForm } from './refusable-form';

const HOUR_MS = 3_600_000;

/** The next whole half hour from now, `days` ahead (a booking's arrival, an expected check-out). */
function halfHourAhead(days: number, from = new Date()): Date {
  const at = new Date(from.getTime() + days * 24 * HOUR_MS);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() < 30 ? 30 : 60);
  return at;
}

const NOTES = ['feedingNote', 'careNote', 'belongings', 'note'] as const;

/**
 * "Nhận phòng" or "Đặt trước" from a room's card (issue 19 §3): the customer and pet (typeahead, or
 * added on the spot), when it arrives (now for a check-in, dated back when recorded late) and is
 * expected to leave, the deposit taken at the desk, feeding and care notes and belongings.
 */
export function StayFormModal({ shopId, room, reserve, onClose }: { shopId: string; room: PetRoom; reserve: boolean; onClose: () => void }) {
  const t = useTranslations('accommodation');
  const tc = useTranslations('common');
  const id = useId();
  const checkIn = useCheckInStay();
  const [depositKey] = useState(() => crypto.randomUUID());
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [petId, setPetId] = useState('');
  const [startsAt, setStartsAt] = useState<Date | null>(() => (reserve ? halfHourAhead(1) : new Date()));
  const [endsAt, setEndsAt] = useState<Date | null>(() => halfHourAhead(reserve ? 2 : 1));
  const [deposit, setDeposit] = useState('');
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.CASH);
  const [notes, setNotes] = useState<Record<(typeof NOTES)[number], string>>({ feedingNote: '', careNote: '', belongings: '', note: '' });
  const { errors, setErrors, refusal, setRefusal, onError } = useRefusableForm();

  const clear = (...fields: string[]) => setErrors((now) => Object.fromEntries(Object.entries(now).filter(([f]) => !fields.some((x) => f.startsWith(x)))));
  const depositBody = deposit.trim() ? { payments: [{ method, amount: Number(deposit) }], idempotencyKey: depositKey } : undefined;

  const submit = () => {
    setRefusal(null);
    const body = { roomId: room.id, customerId: customer?.id ?? '', petId, startsAt: startsAt?.toISOString(), endsAt: endsAt?.toISOString() ?? '', reserve, ...notes, deposit: depositBody };
    const parsed = stayBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    checkIn.mutate(parsed.data, {
      onSuccess: (stay) => {
        notify('success', t(reserve ? 'stay.booked' : 'stay.checkedIn', { pet: stay.pet.name, room: room.name, code: stay.code }));
        onClose();
      },
      onError,
    });
  };

  return (
    <FormModal title={t(reserve ? 'stay.bookTitle' : 'stay.checkInTitle', { room: room.name })} size="lg" saving={checkIn.isPending} onSubmit={(e) => (e?.preventDefault(), submit())} onClose={onClose}>
      <Row>
        <Col md={6}>
          <FormField id={`${id}-customer`} label={t('stay.customer')} required error={errors.customerId && (customer ? errors.customerId : 'validation.required')}>
            <CustomerPicker shopId={shopId} value={customer} onChange={(c) => (setCustomer(c), setPetId(''), clear('customerId', 'petId'))} isInvalid={!!errors.customerId} />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField id={`${id}-pet`} label={t('stay.pet')} required error={errors.petId && (petId ? errors.petId : 'validation.required')}>
            <CustomerPetsSelect shopId={shopId} customer={customer} value={petId} onChange={(p) => (setPetId(p), clear('petId'))} isInvalid={!!errors.petId} />
          </FormField>
        </Col>
        <Col md={6}>
          <DateTimeField label={t(reserve ? 'stay.arrivesAt' : 'stay.checkedInAt')} required value={startsAt} onChange={(d) => (setStartsAt(d), clear('startsAt'))} error={errors.startsAt} hint={reserve ? undefined : t('stay.checkedInAtHint')} />
        </Col>
        <Col md={6}>
          <DateTimeField label={t('stay.expectedOut')} required value={endsAt} onChange={(d) => (setEndsAt(d), clear('endsAt'))} error={errors.endsAt} minDate={startsAt ?? undefined} />
        </Col>
        <Col md={6}>
          <FormField id={`${id}-deposit`} label={t('stay.deposit')} error={errors['deposit.payments.0.amount'] ?? errors['deposit.payments']} hint={t('stay.depositHint')}>
            <InputGroup hasValidation>
              <Form.Control type="number" min={0} step={1000} inputMode="numeric" value={deposit} onChange={(e) => (setDeposit(e.target.value), clear('deposit'))} isInvalid={!!errors['deposit.payments.0.amount']} />
              <InputGroup.Text>₫</InputGroup.Text>
            </InputGroup>
          </FormField>
        </Col>
        <Col md={6}>
          <FormField id={`${id}-method`} label={t('stay.depositMethod')}>
            <Form.Select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} disabled={!deposit.trim()}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {tc(`paymentMethods.${m}`)}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        {NOTES.map((note) => (
          <Col md={6} key={note}>
            <FormField id={`${id}-${note}`} label={t(`stay.${note}`)} error={errors[note]}>
              <Form.Control as="textarea" rows={2} maxLength={note === 'note' ? 1000 : 500} value={notes[note]} onChange={(e) => (setNotes((now) => ({ ...now, [note]: e.target.value })), clear(note))} isInvalid={!!errors[note]} />
            </FormField>
          </Col>
        ))}
      </Row>
      <RefusalAlert refusal={refusal} />
    </FormModal>
  );
}
