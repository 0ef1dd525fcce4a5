'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { StockTakeStatus } from '@/lib/enums/stock-takes';

const STATUS_COLOURS: Record<number, string> = {
  [StockTakeStatus.DRAFT]: 'warning',
  [StockTakeStatus.COMPLETED]: 'success',
  [StockTakeStatus.CANCELED]: 'secondary',
  [StockTakeStatus.VOIDED]: 'danger',
};

/** A sheet's status: Phiếu tạm, Hoàn thành, Đã hủy (a draft set aside) or Đã hủy phiếu (a completed sheet voided). */
export function StockTakeStatusBadge({ status, large = false }: { status: number; large?: boolean }) {
  const t = useTranslations('stock-takes.statuses');
  return (
    <Badge bg={STATUS_COLOURS[status] ?? 'secondary'} text={status === StockTakeStatus.DRAFT ? 'dark' : undefined} className={large ? 'fs-6 align-middle' : undefined}>
      {t(String(status))}
    </Badge>
  );
}

/** What a sheet counts: every product, or one product group. */
export function useScopeLabel() {
  const t = useTranslations('stock-takes');
  const tg = useTranslations('common.productGroups');
  return (productGroup: number | null) => (productGroup === null ? t('allProducts') : tg(String(productGroup)));
}

/** A difference or its value with its sign, red when goods are missing and green when found. */
export const differenceClass = (n: number | null) => (n === null || n === 0 ? undefined : n < 0 ? 'text-danger' : 'text-success');
export const signed = (n: number, text: string = String(n)) => (n > 0 ? `+${text}` : text);
