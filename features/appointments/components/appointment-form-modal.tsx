'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import { type CustomerOption, CustomerPicker } from '@/entities/customers/customer-picker';
import { StaffSelect } from '@/entities/employees/staff-select';
import { CustomerPetsSelect } from '@/entities/pets/customer-pets-select';
import { ServiceSearch } from '@/entities/services/service-search';
import { zodFieldErrors } from '@/lib/api/field-errors';
import { type Appointment, appointmentBody } from '@/lib/contracts/appointments';
import { notify } from '@/lib/toast';
import { useChangeAppointment, useCreateAppointment } from '../api/appointments';
import { useBookingErrors } from './booking-errors';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];

export interface AppointmentDraft {
  start: Date;
  durationMinutes: number;
  staffId: string | null;
}

/**
 * A booking made from a slot of the calendar (or "Thêm lịch hẹn"), or an appointment's details
 * changed: the customer and pet (typeahead, or added on the spot), the service, the staff member,
 * when and how long, a note. A staff member already booked then is a warning the desk may override.
 */
export function AppointmentFormModal({ shopId, draft, editing, onClose }: { shopId: string; draft?: AppointmentDraft; editing?: Appointment; onClose: () => void }) {
  const t = useTranslations('appointments');
  const id = useId();
  const create = useCreateAppointment();
  const change = useChangeAppointment();
  const [customer, setCustomer] = useState<CustomerOption | null>(editing ? editing.customer : null);
  const [petId, setPetId] = useState(editing?.pet.id ?? '');
  const [service, setService] = useState<{ id: string; name: string } | null>(editing?.service ?? null);
  const [staffId, setStaffId] = useState(editing?.staff?.id ?? draft?.staffId ?? '');
  const [startsAt, setStartsAt] = useState<Date | null>(editing ? new Date(editing.startsAt) : (draft?.start ?? null));
  const [duration, setDuration] = useState(String(editing?.durationMinutes ?? draft?.durationMinutes ?? 30));
  const [note, setNote] = useState(editing?.note ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const { errors, setErrors, clash, refusal, reset, onError } = useBookingErrors();
  const durations = DURATIONS.includes(Number(duration)) ? DURATIONS : [...DURATIONS, Number(duration)].sort((a, b) => a - b);

  const submit = (allowDoubleBooking = false) => {
    reset();
    const body = {
      customerId: customer?.id ?? '',
      petId,
      serviceId: service?.id ?? null,
      staffId: staffId || null,
      startsAt: startsAt?.toISOString() ?? '',
      durationMinutes: Number(duration),
      note,
      confirmed,
      allowDoubleBooking,
    };
    const parsed = appointmentBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    const done = (a: Appointment) => (notify('success', t(editing ? 'updated' : 'created', { code: a.code, pet: a.pet.name })), onClose());
    if (editing) {
      // an edit keeps the appointment's status: `confirmed` is a new booking's alone (the server ignores it here)
      change.mutate({ id: editing.id, body: parsed.data }, { onSuccess: done, onError });
    } else {
      create.mutate(parsed.data, { onSuccess: done, onError });
    }
  };

  return (
    <FormModal
      title={editing ? t('editTitle', { code: editing.code }) : t('createTitle')}
      size="lg"
      saving={create.isPending || change.isPending}
      onSubmit={(e) => (e?.preventDefault(), submit())}
      onClose={onClose}
    >
      <Row>
        <Col md={6}>
          <FormField id={`${id}-customer`} label={t('fields.customer')} required error={errors.customerId && (customer ? errors.customerId : 'validation.required')}>
            <CustomerPicker shopId={shopId} value={customer} onChange={(c) => (setCustomer(c), setPetId(''), setErrors({}))} isInvalid={!!errors.customerId} />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField id={`${id}-pet`} label={t('fields.pet')} required error={errors.petId && (petId ? errors.petId : 'validation.required')}>
            <CustomerPetsSelect shopId={shopId} customer={customer} value={petId} onChange={(p) => (setPetId(p), setErrors({}))} isInvalid={!!errors.petId} />
          </FormField>
        </Col>
        <Col md={6}>
          {service ? (
            <FormField id={`${id}-service`} label={t('fields.service')} error={errors.serviceId}>
              <div className="d-flex align-items-center gap-2">
                <Form.Control id={`${id}-service`} readOnly value={service.name} />
                <Button variant="outline-secondary" size="sm" className="text-nowrap" onClick={() => setService(null)}>
                  {t('changeService')}
                </Button>
              </div>
            </FormField>
          ) : (
            <ServiceSearch shopId={shopId} label={t('fields.service')} placeholder={t('searchService')} emptyText={t('noServiceFound')} onPick={(s) => setService({ id: s.id, name: s.name })} />
          )}
        </Col>
        <Col md={6}>
          <FormField id={`${id}-staff`} label={t('fields.staff')} error={errors.staffId}>
            <StaffSelect shopId={shopId} value={staffId} onChange={(id) => (setStaffId(id), reset())} emptyLabel={t('anyStaff')} />
          </FormField>
        </Col>
        <Col md={6}>
          <DateTimeField label={t('fields.startsAt')} required value={startsAt} onChange={(d) => (setStartsAt(d), reset())} error={errors.startsAt} />
        </Col>
        <Col md={6}>
          <FormField id={`${id}-duration`} label={t('fields.duration')} error={errors.durationMinutes}>
            <Form.Select value={duration} onChange={(e) => (setDuration(e.target.value), reset())} isInvalid={!!errors.durationMinutes}>
              {durations.map((m) => (
                <option key={m} value={m}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col xs={12}>
          <FormField id={`${id}-note`} label={t('fields.note')} error={errors.note}>
            <Form.Control as="textarea" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} isInvalid={!!errors.note} />
          </FormField>
        </Col>
        {!editing && (
          <Col xs={12}>
            <Form.Check type="checkbox" id={`${id}-confirmed`} label={t('fields.confirmed')} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          </Col>
        )}
      </Row>
      {clash && (
        <Alert variant="warning" className="mt-3 mb-0 d-flex justify-content-between align-items-center gap-2 flex-wrap" role="alert">
          <span>{clash}</span>
          <Button variant="warning" size="sm" onClick={() => submit(true)}>
            {t('doubleBooked')}
          </Button>
        </Alert>
      )}
      {refusal && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {refusal}
        </Alert>
      )}
    </FormModal>
  );
}
