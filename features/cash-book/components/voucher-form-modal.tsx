'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MoneyField, SelectField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { cashVoucherBody, type CashVoucherInput } from '@/lib/contracts/cash-vouchers';
import { MANUAL_CATEGORIES, PAYER_TYPES, PAYMENT_METHODS, PayerType, PaymentMethod, type VoucherType } from '@/lib/enums/cash';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { useCreateCashVoucher } from '../api/create-cash-voucher';
import { PayerField } from './payer-field';

type FormInput = z.input<typeof cashVoucherBody>;

/**
 * Lập phiếu thu / Lập phiếu chi: a voucher written by hand, only for the categories a person may
 * write (other income; salaries, rent, utilities, other expenses — DESIGN §6), whole đồng above
 * zero. The idempotency key is made once per dialog, so a double click writes one voucher.
 */
export function VoucherFormModal({ shopId, type, onClose }: { shopId: string; type: VoucherType; onClose: () => void }) {
  const t = useTranslations('cash-book');
  const tc = useTranslations('common');
  const handleError = useApiErrorHandler();
  const mutation = useCreateCashVoucher();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const categories = MANUAL_CATEGORIES[type];
  const form = useForm<FormInput, unknown, CashVoucherInput>({
    ...FORM_OPTIONS,
    resolver: zodResolver(cashVoucherBody),
    // a single category (other income) is already chosen; an expense's kind is the writer's choice
    defaultValues: { type, category: categories.length === 1 ? categories[0] : undefined, payerType: PayerType.OTHER, payerId: '', payerName: '', amount: '', method: PaymentMethod.CASH, note: '', idempotencyKey },
  });
  const options = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { shopId, values },
      {
        onSuccess: (voucher) => {
          notify('success', t('form.created', { code: voucher.code }));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error) || handleError(error),
      },
    ),
  );

  return (
    <FormModal title={t(type === 'RECEIPT' ? 'createReceipt' : 'createPayment')} size="lg" saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <Row>
        <Col md={6}>
          <SelectField form={form} name="category" label={t('fields.category')} required options={options(categories, (c) => tc(`voucherCategories.${c}`))} />
        </Col>
        <Col md={6}>
          <SelectField form={form} name="payerType" label={t('fields.payerType')} required options={options(PAYER_TYPES, (p) => t(`payerTypes.${p}`))} />
        </Col>
        <Col xs={12}>
          <PayerField form={form} shopId={shopId} />
        </Col>
        <Col md={6}>
          <MoneyField form={form} name="amount" label={t('fields.amount')} required />
        </Col>
        <Col md={6}>
          <SelectField form={form} name="method" label={t('fields.method')} required options={options(PAYMENT_METHODS, (m) => tc(`paymentMethods.${m}`))} />
        </Col>
        <Col xs={12}>
          <TextField form={form} name="note" label={t('fields.note')} as="textarea" rows={2} />
        </Col>
      </Row>
    </FormModal>
  );
}
