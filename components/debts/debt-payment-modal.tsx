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
import { debtPaymentBody, type DebtPaymentInput } from '@/lib/contracts/book-rules';
import { PAYMENT_METHODS, PaymentMethod } from '@/lib/enums/cash';
import { formatVnd } from '@/lib/format';
import { applyServerErrors, FORM_OPTIONS } from '@/lib/forms';
import type { DebtNamespace, OwedDocument } from './debt-namespace';
import { SettlePreview } from './settle-preview';

type FormInput = z.input<typeof debtPaymentBody>;

/** The mutation that sends a payment: the entity's, bound to its shop and its supplier or customer. */
export interface DebtPaymentMutation<R> {
  mutate: (values: DebtPaymentInput, callbacks: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

interface DebtPaymentModalProps<R> {
  namespace: DebtNamespace;
  /** the supplier paid or the customer paying */
  name: string;
  owed: number;
  /** what the debt is made of, oldest first */
  documents: readonly OwedDocument[];
  mutation: DebtPaymentMutation<R>;
  onPaid: (result: R) => void;
  onClose: () => void;
}

/** The server's own words for a refused amount (more than is owed now, nothing owed any more). */
function refusedAmount(error: unknown): string | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return undefined;
  const message = (error.response.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * One amount on a debt (DESIGN §6): the whole debt unless a smaller amount is typed, never more or
 * zero; the documents it settles, oldest first, are shown before it is sent. The idempotency key is
 * made once per dialog, so a double click or a retried request records one payment.
 */
export function DebtPaymentModal<R>({ namespace, name, owed, documents, mutation, onPaid, onClose }: DebtPaymentModalProps<R>) {
  const t = useTranslations(namespace);
  const tc = useTranslations('common');
  const handleError = useApiErrorHandler();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const schema = useMemo(() => debtPaymentBody.refine((v) => v.amount <= owed, { path: ['amount'], message: t('pay.overDebt', { debt: formatVnd(owed) }) }), [owed, t]);
  const form = useForm<FormInput, unknown, DebtPaymentInput>({
    ...FORM_OPTIONS,
    resolver: zodResolver(schema),
    defaultValues: { amount: String(owed), method: PaymentMethod.CASH, note: '', idempotencyKey },
  });
  const amount = Number(useWatch({ control: form.control, name: 'amount' }));

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: onPaid,
      onError: (error) => {
        if (applyServerErrors(form, error)) return;
        const refused = refusedAmount(error);
        if (refused) form.setError('amount', { type: 'server', message: refused });
        else handleError(error);
      },
    }),
  );

  return (
    <FormModal title={t('pay.title', { name })} saving={mutation.isPending} onSubmit={submit} onClose={onClose}>
      <div className="mb-3 p-3 rounded bg-body-tertiary d-flex justify-content-between align-items-center">
        <span className="text-body-secondary">{t('pay.owed')}</span>
        <span className="fs-5 fw-semibold text-danger">{formatVnd(owed)}</span>
      </div>
      <Row>
        <Col sm={7}>
          <MoneyField form={form} name="amount" label={t('pay.amount')} required />
        </Col>
        <Col sm={5}>
          <SelectField form={form} name="method" label={t('pay.method')} required options={PAYMENT_METHODS.map((m) => ({ value: m, label: tc(`paymentMethods.${m}`) }))} />
        </Col>
      </Row>
      <SettlePreview namespace={namespace} amount={Number.isInteger(amount) && amount > 0 && amount <= owed ? amount : 0} documents={documents} />
      <TextField form={form} name="note" label={t('pay.note')} as="textarea" rows={2} />
    </FormModal>
  );
}
