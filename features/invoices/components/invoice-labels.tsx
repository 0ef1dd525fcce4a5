'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { formatDateTime } from '@/lib/format';

const COLOURS: Record<number, string> = {
  [InvoiceStatus.ISSUED]: 'warning',
  [InvoiceStatus.PARTLY_PAID]: 'info',
  [InvoiceStatus.PAID]: 'success',
  [InvoiceStatus.VOIDED]: 'danger',
};

/** An invoice's status as a coloured badge: Chưa thanh toán, Thanh toán một phần, Đã thanh toán, Đã hủy (red). */
export function InvoiceStatusBadge({ status }: { status: number }) {
  const t = useTranslations('invoices.statuses');
  return (
    <Badge bg={COLOURS[status] ?? 'secondary'} text={status === InvoiceStatus.ISSUED || status === InvoiceStatus.PARTLY_PAID ? 'dark' : undefined} className="text-nowrap">
      {t(String(status) as '1')}
    </Badge>
  );
}

/** A voided invoice stays in the history, struck through (DESIGN §6: void, never edit). */
export const struckIf = (voided: boolean) => (voided ? 'text-decoration-line-through' : undefined);

/**
 * Who voided the invoice, when and why; and, when money had been received, whether it was refunded
 * or kept as the customer's credit. Shown by the panel and the 80 mm receipt alike.
 */
export function InvoiceVoidedNotice({ invoice: i }: { invoice: Pick<InvoiceDetail, 'voidedAt' | 'voidedBy' | 'voidReason' | 'voidRefund' | 'payments'> }) {
  const t = useTranslations('invoices.panel');
  const timeZone = useTimeZone();
  if (!i.voidedAt) return null;
  // a void gives back what had been received by negative payments: without any, there was nothing to give
  const gaveBack = i.voidRefund !== null && i.payments.some((p) => p.amount < 0);
  return (
    <>
      <div>{t('voidedNotice', { at: formatDateTime(i.voidedAt, timeZone), name: i.voidedBy?.name ?? '', reason: i.voidReason ?? '' })}</div>
      {gaveBack && <div>{t(`voidRefund.${i.voidRefund!}`)}</div>}
    </>
  );
}
