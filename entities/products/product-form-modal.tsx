'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { MoneyField, SelectField, SwitchField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type Product, productBody, type ProductInput } from '@/lib/contracts/products';
import { formatVnd } from '@/lib/format';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useSaveProduct } from './save-product';
import { useProductGroupOptions } from './product-group-options';
import { ProductUnitsFields } from './product-units-fields';

type FormInput = z.input<typeof productBody>;

const toForm = (p?: Product): FormInput => ({
  code: p?.code ?? '',
  barcode: p?.barcode ?? '',
  name: p?.name ?? '',
  group: p?.group ?? '',
  unit: p?.unit ?? '',
  salePrice: p?.salePrice ?? '',
  minimumStock: p?.minimumStock ?? 0,
  units: p?.units ?? [],
  ...(p ? { isActive: p.isActive } : {}),
});

/**
 * Add or edit a product: code and barcode unique in the shop; stock on hand and average cost are shown, never edited here (the ledger keeps them).
 * `children` go under the form: the products screen's change history of the product.
 */
export function ProductFormModal({ product, onClose, children }: { product?: Product; onClose: () => void; children?: ReactNode }) {
  const t = useTranslations('products');
  const handleError = useApiErrorHandler();
  const mutation = useSaveProduct();
  const groups = useProductGroupOptions();
  const form = useForm<FormInput, unknown, ProductInput>({ ...FORM_OPTIONS, resolver: zodResolver(productBody), defaultValues: toForm(product) });
  const field = (name: keyof FormInput) => ({ form, name, label: t(`fields.${name}`) });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: product?.id, values },
      {
        onSuccess: () => (notify('success', product ? t('updated') : t('created')), onClose()),
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={product ? t('edit') : t('create')} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <Row>
        <Col md={6}>
          <TextField {...field('code')} required autoFocus />
        </Col>
        <Col md={6}>
          <TextField {...field('barcode')} inputMode="numeric" />
        </Col>
        <Col xs={12}>
          <TextField {...field('name')} required />
        </Col>
        <Col md={6}>
          <SelectField {...field('group')} required options={groups} />
        </Col>
        <Col md={6}>
          <TextField {...field('unit')} required hint={t('unitHint')} />
        </Col>
        <Col md={6}>
          <MoneyField {...field('salePrice')} required />
        </Col>
        <Col md={6}>
          <TextField {...field('minimumStock')} required type="number" min={0} step={1} inputMode="numeric" />
        </Col>
        <Col md={6}>
          <FormField id="product-stock-on-hand" label={t('fields.stockOnHand')} hint={t('stockReadOnly')}>
            <Form.Control value={product?.stockOnHand ?? 0} readOnly plaintext className="fw-semibold" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField id="product-average-cost" label={t('fields.averageCost')} hint={t('costReadOnly')}>
            <Form.Control value={formatVnd(product?.averageCost ?? 0)} readOnly plaintext className="fw-semibold" />
          </FormField>
        </Col>
      </Row>
      <ProductUnitsFields form={form as unknown as UseFormReturn<FieldValues, unknown, unknown>} />
      {product && <SwitchField {...field('isActive')} />}
      {children}
    </FormModal>
  );
}
