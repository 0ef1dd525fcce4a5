'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MoneyField, SelectField, SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Service, serviceBody, type ServiceInput } from '@/lib/contracts/services';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useSaveService } from './save-service';
import { useServiceGroupOptions } from './service-group-options';

type FormInput = z.input<typeof serviceBody>;

const toForm = (s?: Service): FormInput => ({
  name: s?.name ?? '',
  group: s?.group ?? '',
  price: s?.price ?? '',
  unit: s?.unit ?? '',
  description: s?.description ?? '',
  ...(s ? { isActive: s.isActive } : {}),
});

/** Add or edit a service: SPEC §5 name and unit rules, a price in whole đồng. */
export function ServiceFormModal({ service, onClose }: { service?: Service; onClose: () => void }) {
  const t = useTranslations('services');
  const handleError = useApiErrorHandler();
  const mutation = useSaveService();
  const groups = useServiceGroupOptions();
  const form = useForm<FormInput, unknown, ServiceInput>({ ...FORM_OPTIONS, resolver: zodResolver(serviceBody), defaultValues: toForm(service) });
  const field = (name: keyof FormInput) => ({ form, name, label: t(`fields.${name}`) });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: service?.id, values },
      {
        onSuccess: () => (notify('success', service ? t('updated') : t('created')), onClose()),
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={service ? t('edit') : t('create')} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <Row>
        <Col xs={12}>
          <TextField {...field('name')} required autoFocus />
        </Col>
        <Col md={6}>
          <SelectField {...field('group')} required options={groups} />
        </Col>
        <Col md={3}>
          <MoneyField {...field('price')} required />
        </Col>
        <Col md={3}>
          <TextField {...field('unit')} required hint={t('unitHint')} />
        </Col>
        <Col xs={12}>
          <TextField {...field('description')} as="textarea" rows={2} />
        </Col>
      </Row>
      {service && <SwitchField {...field('isActive')} />}
    </FormModal>
  );
}
