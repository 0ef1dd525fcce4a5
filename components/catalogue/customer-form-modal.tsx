'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Customer, customerBody, type CustomerInput } from '@/lib/contracts/customers';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useSaveCustomer } from '../api/save-customer';

type FormInput = z.input<typeof customerBody>;

const toForm = (c?: Customer): FormInput => ({
  name: c?.name ?? '',
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  address: c?.address ?? '',
  note: c?.note ?? '',
  ...(c ? { isActive: c.isActive } : {}),
});

/** Add or edit a customer (SPEC §5): a name; phone, when given, unique in the shop. */
export function CustomerFormModal({ customer, onClose }: { customer?: Customer; onClose: () => void }) {
  const t = useTranslations('customers');
  const handleError = useApiErrorHandler();
  const mutation = useSaveCustomer();
  const form = useForm<FormInput, unknown, CustomerInput>({ ...FORM_OPTIONS, resolver: zodResolver(customerBody), defaultValues: toForm(customer) });
  const field = (name: keyof FormInput) => ({ form, name, label: t(`fields.${name}`) });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: customer?.id, values },
      {
        onSuccess: () => (notify('success', customer ? t('updated') : t('created')), onClose()),
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={customer ? t('edit') : t('create')} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <Row>
        <Col md={6}>
          <TextField {...field('name')} required autoFocus />
        </Col>
        <Col md={6}>
          <TextField {...field('phone')} type="tel" inputMode="tel" />
        </Col>
        <Col md={6}>
          <TextField {...field('email')} type="email" />
        </Col>
        <Col md={6}>
          <TextField {...field('address')} />
        </Col>
        <Col xs={12}>
          <TextField {...field('note')} as="textarea" rows={2} />
        </Col>
      </Row>
      {customer && <SwitchField {...field('isActive')} />}
    </FormModal>
  );
}
