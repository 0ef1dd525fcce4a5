'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { useInvoice } from '@/entities/invoices/invoice-query';
import { InvoiceStatus } from '@/lib/enums/invoices';
import { formatDateTime, formatVnd } from '@/lib/format';
import { vndInWords } from '@/lib/format-vnd-words';
import { MoneyLine, type PrintedShop, PrintedShopHeading } from './invoice-print-parts';
import './invoice-print.css';

interface InvoicePrintProps {
  shopId: string;
  invoiceId: string;
  /** the shop's header, as on every printed document */
  shop: PrintedShop;
}

/**
 * An invoice on A5 for the customer: the shop, HÓA ĐƠN BÁN HÀNG with its code and date, the
 * customer, each line with its VAT rate (KCT when not subject to VAT), the totals with the total in
 * Vietnamese words, and the two signatures; a voided one is stamped ĐÃ HỦY.
 */
export function InvoicePrint({ shopId, invoiceId, shop }: InvoicePrintProps) {
  const t = useTranslations('invoices');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  const { data: i } = useInvoice(shopId, invoiceId);
  if (!i) return <Spinner size="sm" role="status" aria-label={tc('loading')} />;
  const totals: Array<[string, number]> = [
    [t('totals.subtotal'), i.subtotal],
    ...(i.discount > 0 ? [[t('print.discount'), -i.discount] as [string, number]] : []),
    [t('totals.vat'), i.vat],
  ];
  const paidLines: Array<[string, number]> = [[t('totals.paid'), i.paid], ...(i.changeGiven > 0 ? [[t('totals.changeGiven'), i.changeGiven] as [string, number]] : []), [t('totals.debt'), i.debt]];
  const line = ([label, amount]: [string, number]) => <MoneyLine key={label} label={label} value={amount} />;
  return (
    <article className="invoice-sheet">
      <header className="d-flex justify-content-between gap-3 small mb-2">
        <PrintedShopHeading shop={shop} />
        <div className="text-end text-nowrap">
          <div>
            {t('print.number')}: <span className="fw-semibold">{i.code}</span>
          </div>
          <div>{formatDateTime(i.createdAt, timeZone)}</div>
        </div>
      </header>
      <h1 className="h5 text-center mb-2">{t('print.title')}</h1>
      <p className="mb-1">
        <strong>{t('fields.customer')}:</strong> {i.customer ? [i.customer.name, i.customer.phone].filter(Boolean).join(' · ') : t('walkIn')}
      </p>
      <p className="mb-2">
        <strong>{t('fields.kind')}:</strong> {t(`kinds.${i.kind}` as 'kinds.6')}
        {i.activity && ` · ${i.activity.code}`}
      </p>
      <table className="table table-sm mb-2">
        <thead>
          <tr>
            <th scope="col">{t('lines.name')}</th>
            <th scope="col" className="text-end">{t('print.quantityPrice')}</th>
            <th scope="col" className="text-end">{t('lines.vatRate')}</th>
            <th scope="col" className="text-end">{t('lines.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {i.lines.map((l) => (
            <tr key={l.id}>
              <td>
                {l.name}
                {l.giftOf && <div className="small fst-italic">{t('lines.gift', { promotion: l.giftOf.name })}</div>}
              </td>
              <td className="text-end text-nowrap">{`${l.quantity} ${l.unitName} × ${formatVnd(l.unitPrice)}`}</td>
              <td className="text-end">{l.vatPercent === null ? t('lines.vatExempt') : t('lines.vatPercent', { percent: l.vatPercent })}</td>
              <td className="text-end text-nowrap">{formatVnd(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto mb-0" style={{ maxWidth: '75%' }}>
        {totals.map(line)}
        <MoneyLine label={t('totals.total')} value={i.total} className="fw-semibold border-top mt-1 pt-1" />
        {paidLines.map(line)}
      </dl>
      <p className="small fst-italic mt-2 mb-0">{t('print.inWords', { words: vndInWords(i.total) })}</p>
      <div className="invoice-signatures">
        <div className="fw-semibold">{t('print.buyer')}</div>
        <div>
          <div className="fw-semibold">{t('print.seller')}</div>
          <div className="mt-5">{i.createdBy.name}</div>
        </div>
      </div>
      {i.status === InvoiceStatus.VOIDED && (
        <div className="invoice-stamp" role="note">
          {t('print.voidedStamp')}
        </div>
      )}
    </article>
  );
}
