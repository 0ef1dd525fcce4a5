'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { ImportStatus } from '@/lib/enums/product-imports';

const COLOURS: Record<number, string> = {
  [ImportStatus.DRAFT]: 'secondary',
  [ImportStatus.COMPLETED]: 'success',
  [ImportStatus.CANCELED]: 'warning',
  [ImportStatus.VOIDED]: 'danger',
};

/** An import's status as a coloured badge: Nháp, Hoàn thành, Đã hủy nháp, Đã hủy phiếu. */
export function ImportStatusBadge({ status }: { status: number }) {
  const t = useTranslations('product-imports.status');
  return (
    <Badge bg={COLOURS[status] ?? 'secondary'} text={status === ImportStatus.CANCELED ? 'dark' : undefined}>
      {t(String(status))}
    </Badge>
  );
}
