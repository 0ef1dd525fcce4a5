'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { InvoiceDoneModal } from '@/entities/invoices/invoice-done-modal';
import { PaymentPanel } from '@/entities/invoices/payment-panel';
import { printInvoice } from '@/entities/invoices/print-invoice';
import { useShopChain } from '@/entities/shops/shop-chain';
import { apiRefusal } from '@/lib/api/refusal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import type { Activity } from '@/lib/contracts/activities';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { ActivityStatus } from '@/lib/enums/activities';
import { formatVnd } from '@/lib/format';
import { useActivityDeposits, useActivityQuote, useInvoiceActivity } from '../api/activity-money';
import { DepositModal } from './deposit-modal';

type Row = [label: string, value: number, className?: string];

function Amounts({ rows }: { rows: Row[] }) {
  return (
    <dl className="mb-0">
      {rows.map(([label, value, className]) => (
        <div key={label} className="d-flex justify-content-between gap-3">
          <dt className="fw-normal">{label}</dt>
          <dd className={`mb-1 text-end text-nowrap ${className ?? ''}`}>{formatVnd(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An activity's money (issue 18 §3): while it is open, the deposits it holds and "Ứng tiền"; once
 * completed, "ready for payment" — its invoice as it would be issued, the deposits deducted, and the
 * payment panel — or, once paid, its invoice and prints.
 */
export function ActivityMoneyCard({ shopId, activity }: { shopId: string; activity: Activity }) {
  const t = useTranslations('activities.money');
  const locale = useLocale();
  const open = activity.status === ActivityStatus.WAITING || activity.status === ActivityStatus.IN_PROGRESS;
  const completed = activity.status === ActivityStatus.COMPLETED;
  const quote = useActivityQuote(shopId, activity.id, completed);
  const deposits = useActivityDeposits(shopId, activity.id, open);
  const { data: chain } = useShopChain(shopId);
  const issue = useInvoiceActivity();
  const handleError = useApiErrorHandler();
  const [paying, setPaying] = useState<{ key: string } | null>(null);
  const [depositing, setDepositing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<InvoiceDetail | null>(null);
  if (!open && !completed) return null;

  const pay = (payments: PaymentPart[]) => {
    setError(null);
    const body = { payments, expectedTotal: quote.data!.total, idempotencyKey: paying!.key, removedPromotions: [], discountReason: null, note: null };
    issue.mutate(
      { shopId, activityId: activity.id, body },
      {
        onSuccess: (invoice) => (setPaying(null), setDone(invoice)),
        onError: (e) => {
          const refused = apiRefusal(e);
          if (refused) setError(refused);
          else handleError(e);
        },
      },
    );
  };

  const q = quote.data;
  return (
    <Card as="section" aria-labelledby="activity-money-title" className="mb-3 border-success-subtle">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 id="activity-money-title" className="h6 mb-0">
          <i className="bi bi-cash-coin me-2" aria-hidden="true" />
          {completed ? (q?.invoice ? t('invoiced', { code: q.invoice.code }) : t('readyForPayment')) : t('deposits')}
        </h2>
      </Card.Header>
      <Card.Body>
        {(quote.isLoading || deposits.isLoading) && <Spinner size="sm" role="status" />}
        {quote.isError && <Alert variant="danger">{apiRefusal(quote.error) ?? t('quoteFailed')}</Alert>}
        {open && deposits.data && (
          <>
            <Amounts rows={[[t('deposited'), deposits.data.deposited]]} />
            <Button variant="outline-success" className="mt-2" onClick={() => setDepositing(true)}>
              {t('takeDeposit')}
            </Button>
          </>
        )}
        {q && !q.invoice && (
          <>
            <Amounts
              rows={[
                [t('subtotal'), q.subtotal],
                ...(q.discount > 0 ? [[t('discount'), -q.discount] as Row] : []),
                [t('vat'), q.vat],
                [t('total'), q.total, 'fw-semibold'],
                ...(q.deposited > 0 ? [[t('deposited'), -q.deposited] as Row] : []),
                [t('due'), q.due, 'fs-5 fw-bold'],
              ]}
            />
            <Button variant="success" size="lg" className="w-100 mt-2" onClick={() => setPaying({ key: crypto.randomUUID() })}>
              {t('pay')}
            </Button>
          </>
        )}
        {q?.invoice && (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-secondary" onClick={() => printInvoice(locale, shopId, q.invoice!.id, 'receipt')}>
              {t('printReceipt')}
            </Button>
            <Button variant="outline-secondary" onClick={() => printInvoice(locale, shopId, q.invoice!.id)}>
              {t('printA5')}
            </Button>
          </div>
        )}
      </Card.Body>
      {paying && q && <PaymentPanel shopId={shopId} due={q.due} payer={activity.customer} bankInfo={chain?.shop.bankInfo} busy={issue.isPending} error={error} onPay={pay} onClose={() => setPaying(null)} />}
      {done && <InvoiceDoneModal shopId={shopId} invoice={done} onClose={() => setDone(null)} />}
      {depositing && <DepositModal shopId={shopId} activityId={activity.id} onClose={() => setDepositing(false)} />}
    </Card>
  );
}
