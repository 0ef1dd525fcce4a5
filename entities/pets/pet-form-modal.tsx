'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-field';
import { FormField } from '@/components/ui/form-field';
import { SelectField, SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useSavePet } from '@/entities/pets/save-pet';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Pet, petBody, type PetInput } from '@/lib/contracts/pets';
import { PetStatus } from '@/lib/enums/pets';
import { today } from '@/lib/format';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { type CustomerOption, CustomerPicker } from '../customers/customer-picker';
import { usePetOptions } from './pet-options';

type FormInput = z.input<typeof petBody>;

const toForm = (p?: Pet, owner?: CustomerOption | null): FormInput => ({
  customerId: p?.customerId ?? owner?.id ?? '',
  name: p?.name ?? '',
  species: p?.species ?? 'dog',
  breed: p?.breed ?? '',
  gender: p?.gender ?? '',
  birthDate: p?.birthDate ?? '',
  weightKg: p?.weightKg ?? '',
  colour: p?.colour ?? '',
  microchip: p?.microchip ?? '',
  isSterilised: p?.isSterilised ?? false,
  status: p?.status ?? PetStatus.ALIVE,
  note: p?.note ?? '',
  ...(p ? { isActive: p.isActive } : {}),
});

interface PetFormModalProps {
  shopId: string;
  /** the pet to edit; without it the form adds one */
  pet?: Pet;
  /** the owner of a new pet when it is added from the customer's page */
  owner?: CustomerOption;
  onClose: () => void;
}

/** Add or edit a pet; a pet always belongs to a customer of the shop, picked by name or phone. */
export function PetFormModal({ shopId, pet, owner: givenOwner, onClose }: PetFormModalProps) {
  const t = useTranslations('pets');
  const handleError = useApiErrorHandler();
  const mutation = useSavePet();
  const options = usePetOptions();
  const form = useForm<FormInput, unknown, PetInput>({ ...FORM_OPTIONS, resolver: zodResolver(petBody), defaultValues: toForm(pet, givenOwner) });
  const [owner, setOwner] = useState<CustomerOption | null>(pet?.owner ?? givenOwner ?? null);
  const field = (name: keyof FormInput) => ({ form, name, label: t(`fields.${name}`) });
  // no owner picked yet is a missing required field, not the contract's "invalid identifier" (SPEC §5)
  const ownerIssue = form.formState.errors.customerId;
  const ownerError = ownerIssue && (owner ? ownerIssue.message : 'validation.required');

  const pickOwner = (customer: CustomerOption | null) => {
    setOwner(customer);
    form.setValue('customerId', customer?.id ?? '');
    form.clearErrors('customerId');
  };
  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: pet?.id, values },
      {
        onSuccess: () => (notify('success', pet ? t('updated') : t('created')), onClose()),
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={pet ? t('edit') : t('create')} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <FormField id="pet-owner" label={t('fields.owner')} required error={ownerError}>
        <CustomerPicker shopId={shopId} value={owner} onChange={pickOwner} isInvalid={!!ownerError} />
      </FormField>
      <Row>
        <Col md={6}>
          <TextField {...field('name')} required />
        </Col>
        <Col md={6}>
          <SelectField {...field('species')} required options={options.species} />
        </Col>
        <Col md={6}>
          <TextField {...field('breed')} />
        </Col>
        <Col md={6}>
          <SelectField {...field('gender')} options={options.gender} />
        </Col>
        <Col md={6}>
          <DateField {...field('birthDate')} max={today()} />
        </Col>
        <Col md={6}>
          {/* text, not number: a decimal comma (3,2) must reach the contract, which reads both */}
          <TextField {...field('weightKg')} inputMode="decimal" hint={t('weightHint')} />
        </Col>
        <Col md={6}>
          <TextField {...field('colour')} />
        </Col>
        <Col md={6}>
          <TextField {...field('microchip')} />
        </Col>
        <Col md={6}>
          <SelectField {...field('status')} required options={options.status} />
        </Col>
        <Col md={6} className="d-flex align-items-center">
          <SwitchField {...field('isSterilised')} />
        </Col>
        <Col xs={12}>
          <TextField {...field('note')} as="textarea" rows={2} />
        </Col>
      </Row>
      {pet && <SwitchField {...field('isActive')} />}
    </FormModal>
  );
}
