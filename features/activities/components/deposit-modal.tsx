'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Alert, Form, InputGroup, Modal } from 'react-bootstrap';
import { ModalActions } from '@/components/ui/modal-actions';
import { ModalHeader } from '@/components/ui/modal-header';
import { apiRefusal } from '@/lib/api/refusal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { PAYMENT_METHODS, PaymentMethod } from '@/lib/enums/cash';
import { useTakeDeposit } from '../api/activity-money';

/** "Ứng tiền": money taken ahead on an open activity, one amount by one method; one deposit per dialog (its idempotency key). */
export function DepositModal({ shopId, activityId, onClose }: { shopId: string; activityId: string; onClose: () => void }) {
  const t = useTranslations('activities.money');
  const tc = useTranslations('common');
  const id = useId();
  const deposit = useTakeDeposit();
  const handleError = useApiErrorHandler();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.CASH);
  const [error, setError] = useState<string | null>(null);
  const valid = /^\d+$/.test(amount) && Number(amount) > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(t('depositAmountRequired'));
    deposit.mutate(
      { shopId, activityId, body: { payments: [{ method, amount: Number(amount) }], idempotencyKey } },
      {
        onSuccess: onClose,
        onError: (e) => {
          const refused = apiRefusal(e);
          if (refused) setError(refused);
          else handleError(e);
        },
      },
    );
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit} noValidate>
        <ModalHeader>
          <Modal.Title id={`${id}-title`} className="h5">
            {t('depositTitle')}
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          <Form.Group controlId={`${id}-amount`} className="mb-3">
            <Form.Label>{t('depositAmount')}</Form.Label>
            <InputGroup>
              <Form.Control type="number" min={1} step={1} inputMode="numeric" autoFocus value={amount} isInvalid={!!error} onChange={(e) => setAmount(e.target.value)} />
              <InputGroup.Text>₫</InputGroup.Text>
            </InputGroup>
          </Form.Group>
          <Form.Group controlId={`${id}-method`}>
            <Form.Label>{t('depositMethod')}</Form.Label>
            <Form.Select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {tc(`paymentMethods.${m}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <ModalActions onClose={onClose} save={{ disabled: deposit.isPending }} />
      </Form>
    </Modal>
  );
}
