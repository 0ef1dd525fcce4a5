'use client';

import { useTranslations } from 'next-intl';
import { Badge, Table } from 'react-bootstrap';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { formatVnd } from '@/lib/format';

/**
 * An invoice's lines as issued: each with its own discount, its amount, its VAT rate — "KCT" (không
 * chịu thuế) when the shop's VAT for that kind of line is off — and its VAT. A gift is a zero-price
 * line marked with the promotion that gave it.
 */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoices.lines');
  const money = (amount: number) => <td className="text-end text-nowrap">{formatVnd(amount)}</td>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle small mb-0">
        <caption className="visually-hidden">{t('title')}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('unit')}</th>
            <th scope="col" className="text-end">{t('quantity')}</th>
            <th scope="col" className="text-end">{t('unitPrice')}</th>
            <th scope="col" className="text-end">{t('discount')}</th>
            <th scope="col" className="text-end">{t('amount')}</th>
            <th scope="col" className="text-end">{t('vatRate')}</th>
            <th scope="col" className="text-end">{t('vat')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l) => (
            <tr key={l.id}>
              <td style={{ minWidth: '10rem' }}>
                <div>{l.name}</div>
                {l.giftOf && (
                  <Badge bg="success-subtle" text="success-emphasis" className="fw-normal">
                    <i className="bi bi-gift me-1" aria-hidden="true" />
                    {t('gift', { promotion: l.giftOf.name })}
                  </Badge>
                )}
              </td>
              <td className="text-nowrap">{l.unitName}</td>
              <td className="text-end">{l.quantity}</td>
              {money(l.unitPrice)}
              {money(l.discount)}
              {money(l.amount)}
              <td className="text-end text-nowrap">{l.vatPercent === null ? t('vatExempt') : t('vatPercent', { percent: l.vatPercent })}</td>
              {money(l.vat)}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
