'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import axios from 'axios';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MoneyField, SelectField, TextField } from '@/components/ui/form-controls';
import { FormModal } from '@/components/ui/form-modal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { type SupplierDebtDetail, supplierPaymentBody, type SupplierPaymentInput } from '@/lib/contracts/supplier-debts';
import { PAYMENT_METHODS, PaymentMethod } from '@/lib/enums/cash';
import { formatVnd } from '@/lib/format';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import { notify } from '@/lib/toast';
import { usePaySupplier } from './pay-supplier';
import { SettlePreview } from './settle-preview';

type FormInput = z.input<typeof supplierPaymentBody>;

interface PaySupplierModalProps {
  shopId: string;
  debt: SupplierDebtDetail;
  onClose: () => void;
}

/** The server's own words for a refused amount (more than is owed now, nothing owed any more). */
function refusedAmount(error: unknown): string | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return undefined;
  const message = (error.response.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Pays a supplier (DESIGN §6): the whole debt unless a smaller amount is typed, never more; the
 * imports it settles, oldest first, are shown before it is sent. The idempotency key is made once
 * per dialog, so a double click or a retried request records one payment.
 */
export function PaySupplierModal({ shopId, debt, onClose }: PaySupplierModalProps) {
  const t = useTranslations('supplier-debts');
  const tc = useTranslations('common');
  const handleError = useApiErrorHandler();
  const mutation = usePaySupplier();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const schema = useMemo(
    () => supplierPaymentBody.refine((v) => v.amount <= debt.debt, { path: ['amount'], message: t('pay.overDebt', { debt: formatVnd(debt.debt) }) }),
    [debt.debt, t],
  );
  const form = useForm<FormInput, unknown, SupplierPaymentInput>({
    ...FORM_OPTIONS,
    resolver: zodResolver(schema),
    // the key is made once per dialog: a double click or a retry records one payment (DESIGN §6)
    defaultValues: { amount: String(debt.debt), method: PaymentMethod.CASH, note: '', idempotencyKey },
  });
  const amount = Number(useWatch({ control: form.control, name: 'amount' }));
  const name = debt.supplier.name;

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { shopId, supplierId: debt.supplier.id, values },
      {
        onSuccess: (payment) => {
          notify('success', t('pay.done', { amount: formatVnd(payment.amount), name, code: payment.code }));
          onClose();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          const refused = refusedAmount(error);
          if (refused) form.setError('amount', { type: 'server', message: refused });
          else handleError(error);
        },
      },
    ),
  );

  return (
    <FormModal title={t('pay.title', { name })} saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <div className="mb-3 p-3 rounded bg-body-tertiary d-flex justify-content-between align-items-center">
        <span className="text-body-secondary">{t('pay.owed')}</span>
        <span className="fs-5 fw-semibold text-danger">{formatVnd(debt.debt)}</span>
      </div>
      <Row>
        <Col sm={7}>
          <MoneyField form={form} name="amount" label={t('pay.amount')} required />
        </Col>
        <Col sm={5}>
          <SelectField form={form} name="method" label={t('pay.method')} required options={PAYMENT_METHODS.map((m) => ({ value: m, label: tc(`paymentMethods.${m}`) }))} />
        </Col>
      </Row>
      <SettlePreview amount={Number.isInteger(amount) && amount > 0 && amount <= debt.debt ? amount : 0} imports={debt.imports} />
      <TextField form={form} name="note" label={t('pay.note')} as="textarea" rows={2} />
    </FormModal>
  );
}
