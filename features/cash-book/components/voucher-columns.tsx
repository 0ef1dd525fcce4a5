'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import type { Column } from '@/components/list/data-table';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import { DocumentType } from '@/lib/enums/documents';
import { formatDateTime, formatVnd } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

// A voided voucher stays in the book, struck through (DESIGN §6: void, never edit).
const struck = (v: CashVoucher) => (v.voidedAt ? 'text-decoration-line-through' : undefined);

/** Money in with a green +, money out with a red −. */
function Amount({ voucher: v }: { voucher: CashVoucher }) {
  const receipt = v.type === 'RECEIPT';
  return <span className={`${receipt ? 'text-success' : 'text-danger'} ${struck(v) ?? ''}`}>{`${receipt ? '+' : '−'}${formatVnd(v.amount)}`}</span>;
}

/**
 * The columns of the cash book. The voucher's type sits under its code and the method under the
 * amount, so that the whole row, with its menu, fits beside the side menu at 1366 px.
 */
export function useVoucherColumns(shopId: string): Column<CashVoucher>[] {
  const t = useTranslations('cash-book');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  const secondary = (text: string) => <div className="small text-body-secondary">{text}</div>;
  return [
    {
      label: t('fields.code'),
      sort: 'code',
      className: 'text-nowrap',
      cell: (v) => (
        <>
          <span className={`fw-semibold ${struck(v) ?? ''}`}>{v.code}</span>
          <div className="small text-body-secondary">
            {tc(`voucherTypes.${v.type}`)}
            {v.voidedAt && (
              <Badge bg="secondary" className="ms-1">
                {t('voided')}
              </Badge>
            )}
          </div>
          {v.reverses && secondary(t('reverses', { code: v.reverses.code }))}
        </>
      ),
    },
    // the day and the time may take two lines on a narrow screen
    { label: t('fields.createdAt'), sort: 'createdAt', cell: (v) => formatDateTime(v.createdAt, timeZone) },
    { label: t('fields.category'), cell: (v) => tc(`voucherCategories.${v.category}`) },
    {
      label: t('fields.payer'),
      cell: (v) => (
        // a name keeps a readable width on a tablet: the table scrolls sideways instead
        <div style={{ minWidth: '8rem' }}>
          <div className={struck(v)}>{v.payerName}</div>
          {secondary(t(`payerTypes.${v.payerType}`))}
        </div>
      ),
    },
    {
      label: t('fields.amount'),
      sort: 'amount',
      className: 'text-end text-nowrap',
      cell: (v) => (
        <>
          <Amount voucher={v} />
          {secondary(tc(`paymentMethods.${v.method}`))}
        </>
      ),
    },
    {
      label: t('fields.document'),
      className: 'text-nowrap',
      cell: (v) =>
        v.documentType === DocumentType.PRODUCT_IMPORT && v.documentId ? <Link href={shopPath(shopId, `/product-imports/${v.documentId}`)}>{v.documentCode}</Link> : (v.documentCode ?? '-'),
    },
    {
      label: t('fields.note'),
      className: 'small',
      cell: (v) => (
        <div style={{ minWidth: '9rem' }}>
          {v.note && <div>{v.note}</div>}
          {v.voidedAt && <div className="text-danger">{t('voidedBy', { name: v.voidedBy?.name ?? '', at: formatDateTime(v.voidedAt, timeZone), reason: v.voidReason ?? '' })}</div>}
          {v.reversedBy && <div className="text-body-secondary">{t('reversedBy', { code: v.reversedBy.code })}</div>}
        </div>
      ),
    },
    { label: t('fields.staff'), cell: (v) => v.createdBy.name },
  ];
}
