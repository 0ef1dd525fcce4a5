'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Supplier, supplierBody, type SupplierInput } from '@/lib/contracts/suppliers';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useSaveSupplier } from './save-supplier';

type FormInput = z.input<typeof supplierBody>;

const toForm = (s?: Supplier, prefill: { name?: string; phone?: string } = {}): FormInput => ({
  name: s?.name ?? prefill.name ?? '',
  alias: s?.alias ?? '',
  address: s?.address ?? '',
  phone: s?.phone ?? prefill.phone ?? '',
  bankName: s?.bankName ?? '',
  bankBranch: s?.bankBranch ?? '',
  accountNumber: s?.accountNumber ?? '',
  accountName: s?.accountName ?? '',
  ...(s ? { isActive: s.isActive } : {}),
});

interface SupplierFormModalProps {
  /** the supplier to edit; without it the form adds one */
  supplier?: Supplier;
  /** what the user had typed where they asked to add a supplier (a picker's "add new") */
  prefill?: { name?: string; phone?: string };
  onSaved?: (supplier: Supplier) => void;
  onClose: () => void;
}

/** Add or edit a supplier (SPEC §5): name and alias by the name rule, address and phone required, bank fields optional. */
export function SupplierFormModal({ supplier, prefill, onSaved, onClose }: SupplierFormModalProps) {
  const t = useTranslations('suppliers');
  const handleError = useApiErrorHandler();
  const mutation = useSaveSupplier();
  const form = useForm<FormInput, unknown, SupplierInput>({ ...FORM_OPTIONS, resolver: zodResolver(supplierBody), defaultValues: toForm(supplier, prefill) });
  const field = (name: keyof FormInput) => ({ form, name, label: t(`fields.${name}`) });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: supplier?.id, values },
      {
        onSuccess: (saved) => {
          notify('success', supplier ? t('updated') : t('created'));
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={supplier ? t('edit') : t('create')} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <Row>
        <Col md={8}>
          <TextField {...field('name')} required autoFocus />
        </Col>
        <Col md={4}>
          <TextField {...field('alias')} required />
        </Col>
        <Col md={8}>
          <TextField {...field('address')} required />
        </Col>
        <Col md={4}>
          <TextField {...field('phone')} required type="tel" inputMode="tel" />
        </Col>
      </Row>
      <h2 className="h6 text-body-secondary mt-2 mb-3">{t('bankSection')}</h2>
      <Row>
        <Col md={6}>
          <TextField {...field('bankName')} />
        </Col>
        <Col md={6}>
          <TextField {...field('bankBranch')} />
        </Col>
        <Col md={6}>
          <TextField {...field('accountNumber')} inputMode="numeric" />
        </Col>
        <Col md={6}>
          <TextField {...field('accountName')} />
        </Col>
      </Row>
      {supplier && <SwitchField {...field('isActive')} />}
    </FormModal>
  );
}
