'use client';

import { useTranslations } from 'next-intl';
import { Button, Form, Table } from 'react-bootstrap';
import type { QuotedLine } from '@/lib/contracts/invoices';
import { formatVnd } from '@/lib/format';
import { type Cart, type CartLine, listPrice, unitChoices } from '../cart-model';

interface CartTableProps {
  cart: Cart;
  /** the quote's lines for the cart's lines, in their order (gifts apart); absent while it is asked */
  priced: ReadonlyArray<QuotedLine | undefined>;
  onChange: (index: number, patch: Partial<Pick<CartLine, 'quantity' | 'unitPrice' | 'unitName'>>) => void;
  onRemove: (index: number) => void;
}

const wholeOrZero = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0);

/**
 * The cart's lines, newest on top: quantity, unit and price typed in place (Tab moves along the
 * row), the amount as the server prices it. A line at 0 stays until removed, marked, and is not sold.
 */
export function CartTable({ cart, priced, onChange, onRemove }: CartTableProps) {
  const t = useTranslations('counter.cart');
  if (cart.lines.length === 0) return <p className="text-body-secondary text-center py-4 mb-0">{t('empty')}</p>;
  return (
    <Table size="sm" responsive className="align-middle mb-0" aria-label={t('label')}>
      <thead className="text-nowrap">
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col" style={{ width: '6.5rem' }}>
            {t('quantity')}
          </th>
          <th scope="col" style={{ width: '6.5rem' }}>
            {t('unit')}
          </th>
          <th scope="col" className="text-end" style={{ width: '9rem' }}>
            {t('unitPrice')}
          </th>
          <th scope="col" className="text-end">
            {t('amount')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((line, i) => {
          const units = unitChoices(line);
          return (
            <tr key={`${line.productId}-${line.unitName}`}>
              <td>
                <div className="fw-semibold">{line.name}</div>
                <div className="small text-body-secondary">{line.code}</div>
              </td>
              <td>
                <Form.Control
                  size="sm"
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  aria-label={t('quantityOf', { name: line.name })}
                  value={line.quantity === 0 ? '' : line.quantity}
                  isInvalid={line.quantity < 1}
                  onChange={(e) => onChange(i, { quantity: wholeOrZero(e.target.value) })}
                />
              </td>
              <td>
                {units.length > 1 ? (
                  <Form.Select size="sm" aria-label={t('unitOf', { name: line.name })} value={line.unitName} onChange={(e) => onChange(i, { unitName: e.target.value, unitPrice: null })}>
                    {units.map((u) => (
                      <option key={u}>{u}</option>
                    ))}
                  </Form.Select>
                ) : (
                  line.unitName
                )}
              </td>
              <td>
                <Form.Control
                  size="sm"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  className="text-end"
                  aria-label={t('unitPriceOf', { name: line.name })}
                  placeholder={String(listPrice(line))}
                  value={line.unitPrice ?? ''}
                  onChange={(e) => onChange(i, { unitPrice: /^\d+$/.test(e.target.value) ? Number(e.target.value) : null })}
                />
              </td>
              <td className="text-end text-nowrap">{priced[i] ? formatVnd(priced[i].amount) : '…'}</td>
              <td className="text-end">
                <Button size="sm" variant="link" className="text-danger p-0" aria-label={t('remove', { name: line.name })} onClick={() => onRemove(i)}>
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
