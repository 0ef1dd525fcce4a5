'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useDropzone } from 'react-dropzone';
import { ActivityLinesEditor, type LinesValue } from '@/entities/activities/activity-lines-editor';
import { productBody, serviceBody } from '@/entities/activities/line-drafts';
import { StaffSelect } from '@/entities/employees/staff-select';
import { DateTimeField } from '@/components/ui/date-time-field';
import { FormField } from '@/components/ui/form-field';
import { FormModal } from '@/components/ui/form-modal';
import type { Stay } from '@/lib/contracts/stays';
import { PetRoomType } from '@/lib/enums/pet-rooms';
import { notify } from '@/lib/toast';
import { useAddStayLogEntry } from '../api/stays';
import { RefusalAlert, useRefusableForm } from './refusable-form';

const PHOTO_TYPES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'], 'image/webp': ['.webp'] };
const CARE_FLAGS = ['fed', 'walked', 'bathed'] as const;

/**
 * One entry of a stay's log: for a hotel pet the day's care (fed, walked, bathed) with a photo for
 * its owner; for an inpatient the treatment (temperature, weight, what was given). Both may record
 * medicines and supplies — they leave the stock as soon as it is saved — and services done, billed
 * with the stay. When and by whom default to now and the one typing.
 */
export function StayLogEntryModal({ shopId, stay, onClose }: { shopId: string; stay: Stay; onClose: () => void }) {
  const t = useTranslations('accommodation.log');
  const id = useId();
  const { data: session } = useSession();
  const add = useAddStayLogEntry();
  const inpatient = stay.room.type === PetRoomType.INPATIENT_CARE;
  const [at, setAt] = useState<Date | null>(() => new Date());
  const [staffId, setStaffId] = useState(session?.user.id ?? '');
  const [care, setCare] = useState({ fed: false, walked: false, bathed: false });
  const [vitals, setVitals] = useState({ temperatureC: '', weightKg: '' });
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [lines, setLines] = useState<LinesValue>({ services: [], products: [] });
  const { errors, setErrors, refusal, setRefusal, onError } = useRefusableForm();

  const submit = () => {
    setRefusal(null);
    const fields = {
      ...(at ? { at: at.toISOString() } : {}),
      ...(staffId && staffId !== session?.user.id ? { staffId } : {}),
      ...Object.fromEntries(CARE_FLAGS.map((flag) => [flag, String(care[flag])])),
      ...vitals,
      note,
      services: lines.services.map(serviceBody),
      products: lines.products.map(productBody),
    };
    add.mutate(
      { id: stay.id, fields, photo },
      { onSuccess: () => (notify('success', t('saved', { pet: stay.pet.name })), onClose()), onError },
    );
  };

  return (
    <FormModal title={t(inpatient ? 'addTreatmentTitle' : 'addCareTitle', { pet: stay.pet.name })} size="lg" saving={add.isPending} onSubmit={(e) => (e?.preventDefault(), submit())} onClose={onClose}>
      <Row>
        <Col md={6}>
          <DateTimeField label={t('at')} required value={at} onChange={(d) => (setAt(d), setErrors({}))} error={errors.at} maxDate={new Date()} />
        </Col>
        <Col md={6}>
          <FormField id={`${id}-staff`} label={t('staff')} error={errors.staffId}>
            <StaffSelect shopId={shopId} value={staffId} onChange={setStaffId} isInvalid={!!errors.staffId} />
          </FormField>
        </Col>
      </Row>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('care')}</legend>
        {CARE_FLAGS.map((flag) => (
          <Form.Check key={flag} inline type="checkbox" id={`${id}-${flag}`} label={t(`flags.${flag}`)} checked={care[flag]} onChange={(e) => setCare((c) => ({ ...c, [flag]: e.target.checked }))} />
        ))}
      </fieldset>
      <Row>
        {(['temperatureC', 'weightKg'] as const).map((name) => (
          <Col md={6} key={name}>
            <FormField id={`${id}-${name}`} label={t(name)} error={errors[name]}>
              <Form.Control inputMode="decimal" value={vitals[name]} isInvalid={!!errors[name]} onChange={(e) => setVitals((v) => ({ ...v, [name]: e.target.value }))} />
            </FormField>
          </Col>
        ))}
      </Row>
      <FormField id={`${id}-note`} label={t('note')} error={errors.note}>
        <Form.Control as="textarea" rows={2} maxLength={2000} value={note} isInvalid={!!errors.note} onChange={(e) => (setNote(e.target.value), setErrors({}))} />
      </FormField>
      <PhotoPicker file={photo} onChange={setPhoto} error={errors.photo} />
      <h3 className="h6 mt-3">{t(inpatient ? 'givenInpatient' : 'givenHotel')}</h3>
      <p className="small text-body-secondary">{t('givenHint')}</p>
      <ActivityLinesEditor shopId={shopId} value={lines} onChange={setLines} errors={errors} clinical={inpatient} />
      <RefusalAlert refusal={refusal} />
    </FormModal>
  );
}

/** A photo of the pet for its owner: one image, previewed before it is sent. */
function PhotoPicker({ file, onChange, error }: { file: File | null; onChange: (file: File | null) => void; error?: string }) {
  const t = useTranslations('accommodation.log');
  const [rejected, setRejected] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const { getRootProps, getInputProps } = useDropzone({
    accept: PHOTO_TYPES,
    maxFiles: 1,
    multiple: false,
    maxSize: 10 * 1024 * 1024,
    onDrop: (accepted, rejections) => {
      setRejected(rejections.length > 0);
      if (accepted[0]) onChange(accepted[0]);
    },
  });
  return (
    <div className="d-flex align-items-center gap-3 flex-wrap">
      <div {...getRootProps({ className: 'btn btn-outline-primary btn-sm' })}>
        <input {...getInputProps({ 'aria-label': t('photo') })} />
        <i className="bi bi-camera me-2" aria-hidden="true" />
        {t('photo')}
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen file */}
      {preview && <img src={preview} alt={t('photoPreview')} width={64} height={64} className="rounded object-fit-cover" />}
      {file && (
        <button type="button" className="btn btn-link btn-sm text-danger p-0" onClick={() => onChange(null)}>
          {t('photoRemove')}
        </button>
      )}
      {(rejected || error) && <Form.Text className="text-danger">{t('photoImagesOnly')}</Form.Text>}
    </div>
  );
}
