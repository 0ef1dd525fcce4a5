'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { useInvoice } from '@/entities/invoices/invoice-query';
import { shopVietQr, VietQrCode } from '@/entities/shops/vietqr-code';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { INVOICE_PAYMENT_METHODS, InvoiceStatus } from '@/lib/enums/invoices';
import { formatDateTime } from '@/lib/format';
import { InvoiceVoidedNotice } from './invoice-labels';
import { MoneyLine, type PrintedShop, PrintedShopHeading } from './invoice-print-parts';
import { useDiscountParts } from './invoice-totals';
import { ReceiptLines, ReceiptVat } from './receipt-lines';
import './invoice-receipt.css';

interface InvoiceReceiptProps {
  shopId: string;
  invoiceId: string;
  shop: PrintedShop;
}

/** The code, the time, who took the money and who paid it. */
function ReceiptFacts({ invoice: i }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoices');
  const timeZone = useTimeZone();
  const facts: Array<[string, string]> = [
    [t('print.number'), i.code],
    [t('receipt.date'), formatDateTime(i.createdAt, timeZone)],
    [t('receipt.cashier'), i.createdBy.name],
    [t('fields.customer'), i.customer ? [i.customer.name, i.customer.phone].filter(Boolean).join(' · ') : t('walkIn')],
  ];
  return (
    <dl className="mb-0">
      {facts.map(([label, value]) => (
        <div key={label} className="d-flex gap-1">
          <dt className="fw-normal text-nowrap">{label}:</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the invoice comes to, then how it was paid: by method, the change handed back, what stays owed. */
function ReceiptTotals({ invoice: i }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoices');
  const tc = useTranslations('common');
  const discounts = useDiscountParts(i);
  // net per method: a void's refunds are negative payments of the same method
  const byMethod = INVOICE_PAYMENT_METHODS.map((method) => ({ method, amount: i.payments.filter((p) => p.method === method).reduce((sum, p) => sum + p.amount, 0) })).filter((m) => m.amount !== 0);
  return (
    <>
      <dl className="mb-0">
        <MoneyLine label={t('totals.subtotal')} value={i.subtotal} />
        {discounts.map((d) => (
          <MoneyLine key={d.key} label={d.label} value={-d.amount} />
        ))}
      </dl>
      <ReceiptVat lines={i.lines} vat={i.vat} />
      <hr />
      <dl className="mb-0">
        <MoneyLine label={t('totals.total')} value={i.total} className="receipt-total" />
        <MoneyLine label={t('totals.paid')} value={i.paid} />
        {byMethod.map((m) => (
          <MoneyLine key={m.method} label={tc(`paymentMethods.${m.method}`)} value={m.amount} className="receipt-indent" />
        ))}
        {i.changeGiven > 0 && <MoneyLine label={t('totals.changeGiven')} value={i.changeGiven} />}
        {i.debt > 0 && <MoneyLine label={t('totals.debt')} value={i.debt} className="fw-bold" />}
      </dl>
    </>
  );
}

/**
 * An invoice on the counter's 80 mm thermal roll: the shop, the invoice's code, time, cashier and
 * customer, its lines, discounts, VAT by rate, total and payments; a VietQR code for what is still
 * owed when the shop has a bank account (the invoice's code as the transfer's content); a thank-you.
 * A voided one says ĐÃ HỦY at the top, with who voided it, why, and what became of the money.
 */
export function InvoiceReceipt({ shopId, invoiceId, shop }: InvoiceReceiptProps) {
  const t = useTranslations('invoices');
  const tc = useTranslations('common');
  const { data: i } = useInvoice(shopId, invoiceId);
  if (!i) return <Spinner size="sm" role="status" aria-label={tc('loading')} />;
  const voided = i.status === InvoiceStatus.VOIDED;
  const owedQr = !voided && i.debt > 0 && shopVietQr(shop.bankInfo, i.debt, i.code) !== null;
  return (
    <article className="invoice-receipt" aria-label={t('receipt.label', { code: i.code })}>
      <PrintedShopHeading shop={shop} className="text-center" />
      <h1 className="receipt-title">{t('print.title')}</h1>
      {voided && (
        <div role="note">
          <div className="receipt-voided">{t('print.voidedStamp')}</div>
          <InvoiceVoidedNotice invoice={i} />
        </div>
      )}
      <ReceiptFacts invoice={i} />
      <hr />
      <ReceiptLines lines={i.lines} />
      <hr />
      <ReceiptTotals invoice={i} />
      {owedQr && (
        <>
          <hr />
          <p className="text-center mb-1">{t('receipt.scanToPay')}</p>
          <VietQrCode bankInfo={shop.bankInfo} amount={i.debt} purpose={i.code} size={150} />
        </>
      )}
      <hr />
      <p className="text-center fw-semibold mb-0">{t('receipt.thanks')}</p>
    </article>
  );
}
