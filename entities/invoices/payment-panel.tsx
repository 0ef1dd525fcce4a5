'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert, Button, Col, Form, InputGroup, Modal, Row } from 'react-bootstrap';
import { ModalHeader } from '@/components/ui/modal-header';
import { shopVietQr, VietQrCode } from '@/entities/shops/vietqr-code';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { ShopResponse } from '@/lib/contracts/shops';
import { PAYMENT_METHODS, PaymentMethod } from '@/lib/enums/cash';
import { formatVnd } from '@/lib/format';
import { cashSuggestions, emptyAmounts, type PaymentAmounts, paymentPlan } from './payment-plan';

interface PaymentPanelProps {
  /** what is to be paid now */
  due: number;
  /** who pays: the customer on record, or null for a walk-in (who cannot leave a debt) */
  payer: string | null;
  bankInfo: ShopResponse['bankInfo'] | undefined;
  /** the request is on its way: the confirmation waits */
  busy: boolean;
  /** the server's refusal, shown where the cashier looks */
  error: string | null;
  onPay: (parts: PaymentPart[]) => void;
  onClose: () => void;
  /** the transfer's VietQR payload (null: none), for the customer display */
  onQrChange?: (payload: string | null, amount: number) => void;
}

/**
 * The payment panel (issue 18 §2, §3): cash received with the change to hand back, a transfer (its
 * VietQR shown here, and on the customer display through `onQrChange`), a card — one or several —
 * and what is left owed by the customer on record. The caller sends the parts with its own
 * idempotency key, so Enter pressed twice or a retry after a lost answer records one payment.
 */
export function PaymentPanel({ due, payer, bankInfo, busy, error, onPay, onClose, onQrChange }: PaymentPanelProps) {
  const t = useTranslations('invoices.payment');
  const tc = useTranslations('common');
  const titleId = useId();
  const [amounts, setAmounts] = useState<PaymentAmounts>(() => ({ ...emptyAmounts(), [PaymentMethod.CASH]: String(due) }));
  // the cash field follows what the transfer and the card leave, until the cashier types in it
  const [cashTyped, setCashTyped] = useState(false);
  const setAmount = (method: PaymentMethod, value: string) => {
    if (method === PaymentMethod.CASH) setCashTyped(true);
    setAmounts((a) => {
      const next = { ...a, [method]: value };
      if (method === PaymentMethod.CASH || cashTyped) return next;
      const nonCash = PAYMENT_METHODS.filter((m) => m !== PaymentMethod.CASH).reduce((sum, m) => sum + (Number(next[m]) || 0), 0);
      return { ...next, [PaymentMethod.CASH]: String(Math.max(0, due - nonCash)) };
    });
  };
  const plan = paymentPlan(due, amounts);
  const owed = plan.settlement.ok ? plan.settlement.owed : 0;
  const transfer = plan.parts.find((p) => p.method === PaymentMethod.BANK_TRANSFER)?.amount ?? 0;
  const qr = bankInfo ? shopVietQr(bankInfo, transfer) : null;
  const problem = !plan.settlement.ok ? t('overpayNonCash') : owed > 0 && !payer ? t('debtNeedsCustomer') : plan.invalid.length > 0 ? t('wholeDong') : null;

  useEffect(() => onQrChange?.(qr, transfer), [qr, transfer, onQrChange]);
  useEffect(() => () => onQrChange?.(null, 0), [onQrChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && !busy) onPay(plan.parts);
  };

  const amountField = (method: PaymentMethod, autoFocus = false) => (
    <Form.Group controlId={`${titleId}-${method}`} className="mb-2">
      <Form.Label>{t(`amount.${method}`)}</Form.Label>
      <InputGroup>
        <Form.Control
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          autoFocus={autoFocus}
          value={amounts[method]}
          isInvalid={plan.invalid.includes(method)}
          onChange={(e) => setAmount(method, e.target.value)}
        />
        <InputGroup.Text>₫</InputGroup.Text>
      </InputGroup>
    </Form.Group>
  );

  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby={titleId}>
      <Form onSubmit={submit} noValidate>
        <ModalHeader>
          <Modal.Title id={titleId} className="h5">
            {t('title')}
          </Modal.Title>
        </ModalHeader>
        <Modal.Body>
          <div className="mb-3 p-3 rounded bg-body-tertiary d-flex justify-content-between align-items-center">
            <span>{payer ?? t('walkIn')}</span>
            <span className="fs-4 fw-bold" aria-label={t('due', { amount: formatVnd(due) })}>
              {formatVnd(due)}
            </span>
          </div>
          <Row>
            <Col md={qr ? 7 : 12}>
              {amountField(PaymentMethod.CASH, true)}
              <div className="d-flex flex-wrap gap-1 mb-3" role="group" aria-label={t('quickCash')}>
                {cashSuggestions(due).map((amount) => (
                  <Button key={amount} size="sm" variant="outline-secondary" onClick={() => setAmount(PaymentMethod.CASH, String(amount))}>
                    {formatVnd(amount)}
                  </Button>
                ))}
              </div>
              {PAYMENT_METHODS.filter((m) => m !== PaymentMethod.CASH).map((m) => (
                <div key={m}>{amountField(m)}</div>
              ))}
            </Col>
            {qr && bankInfo && (
              <Col md={5} className="d-flex align-items-center justify-content-center">
                <VietQrCode bankInfo={bankInfo} amount={transfer} />
              </Col>
            )}
          </Row>
          <dl className="mb-0 mt-2 border-top pt-2" aria-label={t('result')}>
            <div className="d-flex justify-content-between">
              <dt className="fw-normal">{t('change')}</dt>
              <dd className="mb-1 fs-5 fw-semibold">{formatVnd(plan.settlement.ok ? plan.settlement.changeGiven : 0)}</dd>
            </div>
            <div className="d-flex justify-content-between">
              <dt className="fw-normal">{t('owed')}</dt>
              <dd className={`mb-0 fw-semibold ${owed > 0 ? 'text-danger' : ''}`}>{formatVnd(owed)}</dd>
            </div>
          </dl>
          {(problem || error) && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {problem ?? error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            {tc('close')}
          </Button>
          <Button type="submit" variant="success" disabled={!!problem || busy}>
            {t('confirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
