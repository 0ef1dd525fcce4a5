'use client';

import { useTranslations } from 'next-intl';
import { Badge, Button } from 'react-bootstrap';
import type { SaleQuote } from '@/lib/contracts/invoices';
import { formatVnd } from '@/lib/format';

interface CartSummaryProps {
  quote: SaleQuote | undefined;
  /** how many promotions the cashier took off this cart */
  removedCount: number;
  onRemovePromotion: (id: string) => void;
  onRestorePromotions: () => void;
}

/**
 * What the cart comes to as the server prices it: the promotions it gets (each can be taken off,
 * and all given back), their gifts, the VAT and the total.
 */
export function CartSummary({ quote, removedCount, onRemovePromotion, onRestorePromotions }: CartSummaryProps) {
  const t = useTranslations('counter.summary');
  const gifts = quote?.lines.filter((l) => l.giftOfId !== null) ?? [];
  const rows = quote
    ? [
        { key: 'subtotal', label: t('subtotal'), value: formatVnd(quote.subtotal) },
        ...(quote.promotionDiscount > 0 ? [{ key: 'promotion', label: t('promotionDiscount'), value: `−${formatVnd(quote.promotionDiscount)}` }] : []),
        { key: 'vat', label: t('vat'), value: formatVnd(quote.vat) },
      ]
    : [];
  return (
    <div>
      {(quote?.promotions.length ?? 0) > 0 && (
        <ul className="list-unstyled mb-2" aria-label={t('promotions')}>
          {quote!.promotions.map((p) => (
            <li key={p.id} className="d-flex align-items-center gap-2 mb-1">
              <Badge bg="success-subtle" text="success-emphasis" className="text-wrap text-start flex-grow-1">
                <i className="bi bi-gift me-1" aria-hidden="true" />
                {p.name}
                {p.discount > 0 && ` · −${formatVnd(p.discount)}`}
              </Badge>
              <Button size="sm" variant="link" className="p-0 text-danger" aria-label={t('removePromotion', { name: p.name })} onClick={() => onRemovePromotion(p.id)}>
                <i className="bi bi-x-circle" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removedCount > 0 && (
        <Button size="sm" variant="link" className="p-0 mb-2" onClick={onRestorePromotions}>
          {t('restorePromotions', { count: removedCount })}
        </Button>
      )}
      {gifts.length > 0 && (
        <ul className="small mb-2 ps-3" aria-label={t('gifts')}>
          {gifts.map((g) => (
            <li key={`${g.giftOfId}-${g.productId}`}>{t('gift', { name: g.name, quantity: g.quantity, unit: g.unitName })}</li>
          ))}
        </ul>
      )}
      <dl className="mb-0">
        {rows.map((r) => (
          <div key={r.key} className="d-flex justify-content-between gap-3">
            <dt className="fw-normal">{r.label}</dt>
            <dd className="mb-1 text-end text-nowrap">{r.value}</dd>
          </div>
        ))}
        <div className="d-flex justify-content-between gap-3 border-top pt-2">
          <dt className="fs-5">{t('total')}</dt>
          <dd className="mb-0 fs-4 fw-bold text-end text-nowrap" aria-live="polite">
            {formatVnd(quote?.total ?? 0)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
