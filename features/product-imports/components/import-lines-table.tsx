'use client';

import { useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import type { ProductImportLine } from '@/lib/contracts/product-imports';
import { formatDay, formatVnd } from '@/lib/format';

/**
 * An import's lines as saved: product, unit (with the base units a larger one makes), quantity,
 * unit cost, discount, batch, expiry and amount — on the import's page and on its print view.
 */
export function ImportLinesTable({ lines, struck = false, className }: { lines: ProductImportLine[]; struck?: boolean; className?: string }) {
  const t = useTranslations('product-imports');
  const money = (amount: number) => <span className={struck ? 'text-decoration-line-through' : undefined}>{formatVnd(amount)}</span>;
  return (
    <Table size="sm" className={`align-middle mb-0 ${className ?? ''}`}>
      <thead className="text-nowrap">
        <tr>
          <th scope="col">{t('print.index')}</th>
          {/* a product's name keeps a readable width on a tablet: the table scrolls sideways instead */}
          <th scope="col" style={{ minWidth: '12rem' }}>
            {t('fields.product')}
          </th>
          <th scope="col">{t('fields.unitName')}</th>
          <th scope="col" className="text-end">
            {t('fields.quantity')}
          </th>
          <th scope="col" className="text-end">
            {t('fields.unitCost')}
          </th>
          <th scope="col" className="text-end">
            {t('fields.discount')}
          </th>
          <th scope="col">{t('fields.batchNo')}</th>
          <th scope="col">{t('fields.expiresOn')}</th>
          <th scope="col" className="text-end">
            {t('fields.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={line.id}>
            <td>{i + 1}</td>
            <td>
              {line.product.name} <span className="small text-body-secondary">{line.product.code}</span>
            </td>
            <td className="text-nowrap">
              {line.unitName}
              {line.unitFactor > 1 && <span className="small text-body-secondary"> (= {line.unitFactor} {line.product.unit})</span>}
            </td>
            <td className="text-end">{line.quantity}</td>
            <td className="text-end text-nowrap">{money(line.unitCost)}</td>
            <td className="text-end text-nowrap">{money(line.discount)}</td>
            <td>{line.batchNo ?? ''}</td>
            <td className="text-nowrap">{line.expiresOn ? formatDay(line.expiresOn) : ''}</td>
            <td className="text-end text-nowrap">{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
