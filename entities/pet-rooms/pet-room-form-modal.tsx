'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MoneyField, SelectField, SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { api } from '@/lib/api/client';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type PetRoom, petRoomBody, type PetRoomInput } from '@/lib/contracts/pet-rooms';
import { servicePage } from '@/lib/contracts/services';
import { PET_ROOM_SERVICE_GROUP, PET_ROOM_SIZES, type PetRoomTypeId } from '@/lib/enums/pet-rooms';
import { PET_SPECIES } from '@/lib/enums/pets';
import { formatVnd } from '@/lib/format';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { serviceKeys } from '../services/service-keys';
import { useSavePetRoom } from './save-pet-room';

type FormInput = z.input<typeof petRoomBody>;

const toForm = (type: PetRoomTypeId, r?: PetRoom): FormInput => ({
  name: r?.name ?? '',
  type,
  size: r?.size ?? '',
  species: r?.species ?? '',
  dailyPrice: r?.dailyPrice ?? '',
  serviceId: r?.service?.id ?? '',
  capacity: r?.capacity ?? 1,
  note: r?.note ?? '',
  ...(r ? { isActive: r.isActive } : {}),
});

/**
 * The shop's active services a room of this board may bill as (hotel, or inpatient treatment), and
 * the one it bills as now from the first render: the select must hold that option when the form
 * mounts, or the saved room would lose its service before the list arrives.
 */
function useRoomServiceOptions(shopId: string, type: PetRoomTypeId, current: PetRoom['service'] = null) {
  const group = PET_ROOM_SERVICE_GROUP[type];
  const params = { group, active: 'true', limit: 100, sort: 'name:asc' };
  const { data } = useQuery({
    queryKey: serviceKeys.list(shopId, params),
    queryFn: async () => servicePage.parse((await api.get('/services', { params, headers: { 'shop-Id': shopId } })).data).items,
  });
  return useMemo((): Array<{ id: string; name: string; price?: number }> => {
    const listed = data ?? [];
    return current && !listed.some((s) => s.id === current.id) ? [current, ...listed] : listed;
  }, [data, current]);
}

/** Add or edit a hotel room or an inpatient cage (the shop admin, from the board). */
export function PetRoomFormModal({ shopId, type, room, onClose }: { shopId: string; type: PetRoomTypeId; room?: PetRoom; onClose: () => void }) {
  const t = useTranslations('accommodation');
  const handleError = useApiErrorHandler();
  const mutation = useSavePetRoom();
  const services = useRoomServiceOptions(shopId, type, room?.service);
  const form = useForm<FormInput, unknown, PetRoomInput>({ ...FORM_OPTIONS, resolver: zodResolver(petRoomBody), defaultValues: toForm(type, room) });
  const field = (name: Exclude<keyof FormInput, 'type'>) => ({ form, name, label: t(`fields.${name}`) });

  // choosing the service a room bills as brings its price, which stays editable
  const serviceId = useWatch({ control: form.control, name: 'serviceId' });
  const shownService = useRef(serviceId);
  useEffect(() => {
    if (serviceId === shownService.current) return;
    shownService.current = serviceId;
    const chosen = services.find((s) => s.id === serviceId);
    if (chosen?.price !== undefined) form.setValue('dailyPrice', chosen.price);
  }, [form, serviceId, services]);

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: room?.id, values },
      {
        onSuccess: () => (notify('success', room ? t('roomUpdated') : t('roomCreated')), onClose()),
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={`${room ? t('editRoom') : t('createRoom')} · ${t(`types.${type}`)}`} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <Row>
        <Col md={6}>
          <TextField {...field('name')} required autoFocus maxLength={50} />
        </Col>
        <Col md={3}>
          <SelectField {...field('size')} options={PET_ROOM_SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`) }))} />
        </Col>
        <Col md={3}>
          <SelectField {...field('species')} hint={t('hints.species')} options={PET_SPECIES.map((s) => ({ value: s, label: t(`species.${s}`) }))} />
        </Col>
        <Col md={4}>
          <MoneyField {...field('dailyPrice')} required />
        </Col>
        <Col md={4}>
          <TextField {...field('capacity')} required type="number" min={1} max={20} step={1} inputMode="numeric" hint={t('hints.capacity')} />
        </Col>
        <Col md={4}>
          <SelectField {...field('serviceId')} hint={t('hints.serviceId')} options={services.map((s) => ({ value: s.id, label: s.price === undefined ? s.name : `${s.name} — ${formatVnd(s.price)}` }))} />
        </Col>
        <Col xs={12}>
          <TextField {...field('note')} as="textarea" rows={2} />
        </Col>
      </Row>
      {room && <SwitchField {...field('isActive')} />}
    </FormModal>
  );
}
