'use client';

import { useTranslations } from 'next-intl';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { formatVnd } from '@/lib/format';

type Row = { key: string; label: string; value: string; note?: string | null; className?: string };

/**
 * The invoice's discount as its parts, each a positive amount taken off: the promotion's by its
 * name, then the cashier's own — the invoice's discount is both together (lib/books/price-cart.ts).
 */
export function useDiscountParts(i: InvoiceDetail): Array<{ key: 'promotion' | 'discount'; label: string; amount: number }> {
  const t = useTranslations('invoices.totals');
  const manual = i.discount - i.promotionDiscount;
  return [
    ...(i.promotionDiscount > 0 ? [{ key: 'promotion' as const, label: i.promotion ? t('promotion', { name: i.promotion.name }) : t('promotionUnnamed'), amount: i.promotionDiscount }] : []),
    ...(manual > 0 ? [{ key: 'discount' as const, label: t('discount'), amount: manual }] : []),
  ];
}

/**
 * What the invoice comes to: the lines, the promotion's discount by its name and the cashier's own
 * (with the reason given), the VAT, the total; then what was paid, the change handed back and what
 * is still owed (red).
 */
export function InvoiceTotals({ invoice: i }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoices.totals');
  const discounts = useDiscountParts(i).map((d): Row => ({ key: d.key, label: d.label, value: `−${formatVnd(d.amount)}`, note: d.key === 'discount' ? i.discountReason : null }));
  const rows: Row[] = [
    { key: 'subtotal', label: t('subtotal'), value: formatVnd(i.subtotal) },
    ...discounts,
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
