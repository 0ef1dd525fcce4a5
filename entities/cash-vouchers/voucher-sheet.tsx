'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { formatDateTime, formatVnd } from '@/lib/format';
import { vndInWords } from '@/lib/format-vnd-words';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import './voucher-sheet.css';

/** The shop's header, as on every printed document. */
export interface PrintedShopHeader {
  name: string;
  address: string | null;
  phone: string | null;
}

/**
 * A receipt (PHIẾU THU) or payment (PHIẾU CHI) voucher on A5: the shop, the code and date, who paid
 * or was paid and why, the amount in figures and in Vietnamese words (as the forms require, in
 * either language), the method, the source document, and the three signatures. The cash book
 * prints any voucher with it, the customer debts screen its collections' receipts.
 */
export function VoucherSheet({ voucher: v, shop }: { voucher: CashVoucher | undefined; shop: PrintedShopHeader }) {
  const t = useTranslations('cash-book');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  if (!v) {
    return (
      <div className="text-center py-5">
        <Spinner size="sm" role="status" aria-label={tc('loading')} />
      </div>
    );
  }
  const reason = [tc(`voucherCategories.${v.category}`), v.reverses && t('print.reverses', { code: v.reverses.code }), v.note].filter(Boolean).join(' — ');
  const lines: Array<{ label: string; value: string; strong?: boolean }> = [
    { label: t(`print.payer${v.type}`), value: v.payerName },
    { label: t('print.payerType'), value: t(`payerTypes.${v.payerType}`) },
    { label: t('print.reason'), value: reason },
    { label: t('print.amount'), value: formatVnd(v.amount), strong: true },
    { label: t('print.inWords'), value: vndInWords(v.amount) },
    { label: t('print.method'), value: tc(`paymentMethods.${v.method}`) },
    ...(v.documentCode ? [{ label: t('print.document'), value: v.documentCode }] : []),
  ];
  const signatures = [t('print.creator'), t(`print.counterpart${v.type}`), t('print.cashier')];
  return (
    <article className="voucher-sheet">
      <header className="d-flex justify-content-between gap-3 small mb-3">
        <div>
          <div className="fw-semibold">{shop.name}</div>
          {shop.address && <div>{shop.address}</div>}
          {shop.phone && (
            <div>
              {t('print.phone')}: {shop.phone}
            </div>
          )}
        </div>
        <div className="text-end text-nowrap">
          {t('print.number')}: <span className="fw-semibold">{v.code}</span>
        </div>
      </header>
      <h1 className="h4 text-center mb-0">{t(`print.${v.type}`)}</h1>
      <p className="text-center small mb-3">
        {t('print.date')}: {formatDateTime(v.createdAt, timeZone)}
      </p>
      <dl className="mb-0">
        {lines.map((line) => (
          <div key={line.label} className="voucher-line">
            <dt>{line.label}:</dt>
            <dd className={line.strong ? 'fw-semibold' : undefined}>{line.value}</dd>
          </div>
        ))}
      </dl>
      <div className="voucher-signatures">
        {signatures.map((role, i) => (
          <div key={role}>
            <div className="fw-semibold">{role}</div>
            <div className="small fst-italic">{t('print.sign')}</div>
            {i === 0 && <div className="mt-5">{v.createdBy.name}</div>}
          </div>
        ))}
      </div>
      {v.voidedAt && (
        <div className="voucher-stamp" role="note">
          {t('print.voidedStamp')}
        </div>
      )}
    </article>
  );
}
