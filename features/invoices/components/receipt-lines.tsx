'use client';

import { useTranslations } from 'next-intl';
import type { InvoiceLineView } from '@/lib/contracts/invoice-views';
import { formatVnd } from '@/lib/format';
import { MoneyLine } from './invoice-print-parts';

/**
 * The receipt's lines, each on two rows as a roll's width allows: the name, then quantity × unit
 * price and what that comes to; a gift says which promotion gave it, a line's own discount follows
 * it as a negative amount.
 */
export function ReceiptLines({ lines }: { lines: InvoiceLineView[] }) {
  const t = useTranslations('invoices');
  return (
    <ul className="receipt-lines" aria-label={t('lines.title')}>
      {lines.map((l) => (
        <li key={l.id}>
          <div>{l.name}</div>
          {l.giftOf && <div className="receipt-indent fst-italic">{t('lines.gift', { promotion: l.giftOf.name })}</div>}
          <dl className="receipt-indent mb-0">
            <MoneyLine label={`${l.quantity} ${l.unitName} × ${formatVnd(l.unitPrice)}`} value={l.quantity * l.unitPrice} />
            {l.discount > 0 && <MoneyLine label={t('lines.discount')} value={-l.discount} />}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** What each VAT rate was taken on and what it came to; lines not subject to VAT (KCT) last. */
function vatByRate(lines: InvoiceLineView[]) {
  const rates = new Map<number | null, { base: number; vat: number }>();
  // a gift's zero-price line is on the receipt already and adds no base to any rate
  for (const l of lines.filter((line) => line.taxableBase !== 0)) {
    const rate = rates.get(l.vatPercent) ?? { base: 0, vat: 0 };
    rates.set(l.vatPercent, { base: rate.base + l.taxableBase, vat: rate.vat + l.vat });
  }
  return [...rates].sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity));
}

/**
 * VAT as a Vietnamese invoice sums it, by rate — the amount before tax and the tax — then in all.
 * An invoice none of whose lines is subject to VAT (the shop's VAT off) says only "KCT".
 */
export function ReceiptVat({ lines, vat }: { lines: InvoiceLineView[]; vat: number }) {
  const t = useTranslations('invoices');
  const rates = vatByRate(lines);
  if (rates.every(([rate]) => rate === null)) {
    return (
      <dl className="mb-0">
        <MoneyLine label={t('totals.vat')} value={t('lines.vatExempt')} />
      </dl>
    );
  }
  return (
    <>
      <table className="receipt-vat">
        <caption className="visually-hidden">{t('receipt.vatByRate')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.vatRate')}</th>
            <th scope="col">{t('receipt.vatBase')}</th>
            <th scope="col">{t('lines.vat')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map(([rate, sums]) => (
            <tr key={rate ?? 'kct'}>
              <td>{rate === null ? t('lines.vatExempt') : t('lines.vatPercent', { percent: rate })}</td>
              <td>{formatVnd(sums.base)}</td>
              <td>{formatVnd(sums.vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mb-0">
        <MoneyLine label={t('receipt.vatTotal')} value={vat} />
      </dl>
    </>
  );
}
