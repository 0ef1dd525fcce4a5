'use client';

import { useTranslations } from 'next-intl';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { formatVnd } from '@/lib/format';

type Row = { key: string; label: string; value: string; note?: string | null; className?: string };

/**
 * What the invoice comes to: the lines, the promotion's discount by its name and the cashier's own
 * (with the reason given), the VAT, the total; then what was paid, the change handed back and what
 * is still owed (red).
 */
export function InvoiceTotals({ invoice: i }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoices.totals');
  // the invoice's discount is the promotion's and the cashier's together (lib/books/price-cart.ts)
  const manualDiscount = i.discount - i.promotionDiscount;
  const rows: Row[] = [
    { key: 'subtotal', label: t('subtotal'), value: formatVnd(i.subtotal) },
    ...(i.promotionDiscount > 0 ? [{ key: 'promotion', label: i.promotion ? t('promotion', { name: i.promotion.name }) : t('promotionUnnamed'), value: `−${formatVnd(i.promotionDiscount)}` }] : []),
    ...(manualDiscount > 0 ? [{ key: 'discount', label: t('discount'), value: `−${formatVnd(manualDiscount)}`, note: i.discountReason }] : []),
    { key: 'vat', label: t('vat'), value: formatVnd(i.vat) },
    { key: 'total', label: t('total'), value: formatVnd(i.total), className: 'fw-semibold fs-5' },
    { key: 'paid', label: t('paid'), value: formatVnd(i.paid) },
    ...(i.changeGiven > 0 ? [{ key: 'change', label: t('changeGiven'), value: formatVnd(i.changeGiven) }] : []),
    { key: 'debt', label: t('debt'), value: formatVnd(i.debt), className: i.debt > 0 ? 'fw-semibold text-danger' : undefined },
  ];
  return (
    <div role="group" aria-label={t('label')} className="ms-auto mt-3" style={{ maxWidth: '24rem' }}>
      <dl className="mb-0">
        {rows.map((r) => (
          <div key={r.key} className={`d-flex justify-content-between gap-3 ${r.key === 'total' ? 'border-top pt-1' : ''}`}>
            <dt className="fw-normal">
              {r.label}
              {r.note && <div className="small text-body-secondary">{r.note}</div>}
            </dt>
            <dd className={`mb-1 text-end text-nowrap ${r.className ?? ''}`}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
