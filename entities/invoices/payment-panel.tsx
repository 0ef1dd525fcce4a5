'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId } from 'react';
import { Alert, Button, Col, Form, InputGroup, Modal, Row } from 'react-bootstrap';
import { ModalHeader } from '@/components/ui/modal-header';
import { customerQuery } from '@/entities/customers/customer-query';
import { shopVietQr, VietQrCode } from '@/entities/shops/vietqr-code';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { ShopResponse } from '@/lib/contracts/shops';
import { InvoicePaymentMethod } from '@/lib/enums/invoices';
import { formatVnd } from '@/lib/format';
import { cashSuggestions } from './payment-plan';
import { usePaymentAmounts } from './use-payment-amounts';

interface PaymentPanelProps {
  shopId: string;
  /** what is to be paid now */
  due: number;
  /** who pays: the customer on record, or null for a walk-in (who can neither leave a debt nor hold credit) */
  payer: { id: string; name: string } | null;
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
 * VietQR shown here, and on the customer display through `onQrChange`), a card, the customer's
 * credit when they have some (DESIGN §6: a voided invoice's money kept) — one or several — and what
 * is left owed by the customer on record. The caller sends the parts with its own idempotency key,
 * so Enter pressed twice or a retry after a lost answer records one payment.
 */
export function PaymentPanel({ shopId, due, payer, bankInfo, busy, error, onPay, onClose, onQrChange }: PaymentPanelProps) {
  const t = useTranslations('invoices.payment');
  const tc = useTranslations('common');
  const titleId = useId();
  const customer = useQuery({ ...customerQuery(shopId, payer?.id ?? ''), enabled: payer !== null });
  const credit = payer ? (customer.data?.credit ?? null) : 0;
  const { amounts, setAmount, methods, plan } = usePaymentAmounts(due, credit);
  const owed = plan.settlement.ok ? plan.settlement.owed : 0;
  const transfer = plan.parts.find((p) => p.method === InvoicePaymentMethod.BANK_TRANSFER)?.amount ?? 0;
  // the notes suggested cover what is left to pay in cash once the other methods (the credit, a transfer) are counted
  const cashDue = Math.max(0, due - plan.parts.reduce((sum, p) => sum + (p.method === InvoicePaymentMethod.CASH ? 0 : p.amount), 0));
  const qr = bankInfo ? shopVietQr(bankInfo, transfer) : null;
  const offersCredit = methods.includes(InvoicePaymentMethod.CREDIT);
  const problem = !plan.settlement.ok
    ? t(offersCredit ? 'overpayWithCredit' : 'overpayNonCash')
    : plan.overCredit
      ? t('overCredit', { amount: formatVnd(credit ?? 0) })
      : owed > 0 && !payer
        ? t('debtNeedsCustomer')
        : plan.invalid.length > 0
          ? t('wholeDong')
          : null;

  useEffect(() => onQrChange?.(qr, transfer), [qr, transfer, onQrChange]);
  useEffect(() => () => onQrChange?.(null, 0), [onQrChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && !busy) onPay(plan.parts);
  };

  const amountField = (method: InvoicePaymentMethod, options: { autoFocus?: boolean; hint?: string } = {}) => {
    const invalid = plan.invalid.includes(method) || (method === InvoicePaymentMethod.CREDIT && plan.overCredit);
    return (
      <Form.Group controlId={`${titleId}-${method}`} className="mb-2">
        <Form.Label>{t(`amount.${method}`)}</Form.Label>
        <InputGroup>
          <Form.Control
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            autoFocus={options.autoFocus}
            value={amounts[method]}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={options.hint ? `${titleId}-${method}-hint` : undefined}
            onChange={(e) => setAmount(method, e.target.value)}
          />
          <InputGroup.Text>₫</InputGroup.Text>
        </InputGroup>
        {options.hint && <Form.Text id={`${titleId}-${method}-hint`}>{options.hint}</Form.Text>}
      </Form.Group>
    );
  };

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
            <span>{payer?.name ?? t('walkIn')}</span>
            <span className="fs-4 fw-bold" aria-label={t('due', { amount: formatVnd(due) })}>
              {formatVnd(due)}
            </span>
          </div>
          <Row>
            <Col md={qr ? 7 : 12}>
              {offersCredit && amountField(InvoicePaymentMethod.CREDIT, { hint: t('creditAvailable', { amount: formatVnd(credit ?? 0) }) })}
              {amountField(InvoicePaymentMethod.CASH, { autoFocus: true })}
              <div className="d-flex flex-wrap gap-1 mb-3" role="group" aria-label={t('quickCash')}>
                {cashSuggestions(cashDue).map((amount) => (
                  <Button key={amount} size="sm" variant="outline-secondary" onClick={() => setAmount(InvoicePaymentMethod.CASH, String(amount))}>
                    {formatVnd(amount)}
                  </Button>
                ))}
              </div>
              {[InvoicePaymentMethod.BANK_TRANSFER, InvoicePaymentMethod.CARD].map((m) => (
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
