'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { InvoiceStatus } from '@/lib/enums/invoices';

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
