'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import type { Column } from '@/components/list/data-table';
import type { StockMovement } from '@/lib/contracts/stock';
import { DocumentType } from '@/lib/enums/documents';
import { formatDateTime, formatDay, formatVnd } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/** The screen of the document a movement comes from, when it has one (invoices come later). */
const DOCUMENT_PAGES: Partial<Record<string, string>> = {
  [DocumentType.PRODUCT_IMPORT]: '/product-imports',
  [DocumentType.STOCK_TAKE]: '/inventories',
};

/** The columns of a stock card: when, which document (a link to it), why, in, out, balance, cost, lot and who. */
export function useStockMovementColumns(shopId: string): Column<StockMovement>[] {
  const t = useTranslations('inventory');
  const timeZone = useTimeZone();
  const amount = 'text-end text-nowrap';
  return [
    { label: t('card.columns.createdAt'), className: 'text-nowrap', cell: (m) => formatDateTime(m.createdAt, timeZone) },
    {
      label: t('card.columns.document'),
      className: 'text-nowrap',
      cell: (m) => {
        const page = DOCUMENT_PAGES[m.documentType];
        return page ? (
          <Link href={shopPath(shopId, `${page}/${m.documentId}`)} className="font-monospace">
            {m.documentCode}
          </Link>
        ) : (
          <span className="font-monospace">{m.documentCode}</span>
        );
      },
    },
    { label: t('card.columns.reason'), className: 'text-nowrap', cell: (m) => (t.has(`reasons.${m.reason}`) ? t(`reasons.${m.reason}`) : m.reason) },
    { label: t('card.columns.in'), className: `${amount} text-success`, cell: (m) => (m.delta > 0 ? m.delta : '') },
    { label: t('card.columns.out'), className: `${amount} text-danger`, cell: (m) => (m.delta < 0 ? -m.delta : '') },
    { label: t('card.columns.balance'), className: `${amount} fw-semibold`, cell: (m) => m.balanceAfter },
    { label: t('card.columns.unitCost'), className: amount, cell: (m) => formatVnd(m.unitCost) },
    {
      label: t('card.columns.batch'),
      className: 'text-nowrap small',
      cell: (m) =>
        m.batch && (
          <>
            {m.batch.batchNo}
            {m.batch.expiresOn && <div className="text-body-secondary">{t('card.expires', { date: formatDay(m.batch.expiresOn) })}</div>}
          </>
        ),
    },
    { label: t('card.columns.staff'), className: 'text-nowrap', cell: (m) => m.createdBy.name },
  ];
}
