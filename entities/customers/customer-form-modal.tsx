'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useSaveCustomer } from '@/entities/customers/save-customer';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Customer, customerBody, type CustomerInput } from '@/lib/contracts/customers';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';

type FormInput = z.input<typeof customerBody>;

const toForm = (c?: Customer, prefill: { name?: string; phone?: string } = {}): FormInput => ({
  name: c?.name ?? prefill.name ?? '',
  phone: c?.phone ?? prefill.phone ?? '',
  email: c?.email ?? '',
  address: c?.address ?? '',
  note: c?.note ?? '',
  ...(c ? { isActive: c.isActive } : {}),
});

interface CustomerFormModalProps {
  /** the customer to edit; without it the form adds one */
  customer?: Customer;
  /** what the user had typed where they asked to add a customer (the typeahead's "add new") */
  prefill?: { name?: string; phone?: string };
  onSaved?: (customer: Customer) => void;
  onClose: () => void;
}

/** Add or edit a customer (SPEC §5): a name; phone, when given, unique in the shop. */
export function CustomerFormModal({ customer, prefill, onSaved, onClose }: CustomerFormModalProps) {
  const t = useTranslations('customers');
  const handleError = useApiErrorHandler();
  const mutation = useSaveCustomer();
  const form = useForm<FormInput, unknown, CustomerInput>({ ...FORM_OPTIONS, resolver: zodResolver(customerBody), defaultValues: toForm(customer, prefill) });
  const field = (name: keyof FormInput) => ({ form, name, label: t(`fields.${name}`) });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: customer?.id, values },
      {
        onSuccess: (saved) => {
          notify('success', customer ? t('updated') : t('created'));
          onSaved?.(saved);
          onClose();
        },
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
