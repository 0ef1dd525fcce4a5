'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { Card, Form, Table } from 'react-bootstrap';
import { useFieldMessage } from '@/components/ui/form-field';
import { formatVnd } from '@/lib/format';
import { differenceClass, signed } from './stock-take-labels';
import type { CountedLine } from './use-stock-take-counts';

interface StockTakeLinesProps {
  lines: CountedLine[];
  editable: boolean;
  /** a voided sheet: what it changed is struck through */
  struck?: boolean;
  /** the line a scan just counted or found */
  highlighted: string | null;
  onType: (productId: string, text: string) => void;
  /** Enter in a count: on to the next line's */
  onNext: (productId: string) => void;
  /** each line's row, for the scan to reach it */
  rowRef: (productId: string, row: HTMLTableRowElement | null) => void;
}

/**
 * The sheet's lines: product, unit, the system stock, the count (an input while a draft, text
 * once completed), and the difference and its value — red when goods are missing, green when found;
 * struck through once the sheet is voided.
 */
export function StockTakeLines({ lines, editable, struck = false, highlighted, onType, onNext, rowRef }: StockTakeLinesProps) {
  const t = useTranslations('stock-takes.sheet');
  const message = useFieldMessage();
  const onKeyDown = (productId: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onNext(productId);
  };
  const code = 'text-nowrap font-monospace small';
  const strike = struck ? ' text-decoration-line-through' : '';
  const amount = `text-end text-nowrap${strike}`;

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        <div className="table-responsive">
          <Table hover className="align-middle mb-0">
            <thead className="text-nowrap">
              <tr>
                <th scope="col">{t('columns.code')}</th>
                <th scope="col">{t('columns.barcode')}</th>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.unit')}</th>
                <th scope="col" className="text-end">
                  {t('columns.system')}
                </th>
                <th scope="col" className="text-end">
                  {t('columns.counted')}
                </th>
                <th scope="col" className="text-end">
                  {t('columns.difference')}
                </th>
                <th scope="col" className="text-end">
                  {t('columns.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.length === 0 && (
                <tr>
                  <td colSpan={8} className="text-center py-5 text-body-secondary">
                    {t('noLines')}
                  </td>
                </tr>
              )}
              {lines.map(({ line, text, counted, error, difference, value, changed }) => (
                <tr key={line.productId} ref={(row) => rowRef(line.productId, row)} className={highlighted === line.productId ? 'table-warning' : undefined}>
                  <td className={code}>{line.code}</td>
                  <td className={code}>{line.barcode ?? '-'}</td>
                  <td className="fw-semibold">{line.name}</td>
                  <td>{line.unit}</td>
                  <td className="text-end">{line.systemQuantity}</td>
                  <td className={`text-end${strike}`} style={{ minWidth: '7rem' }}>
                    {editable ? (
                      <>
                        <Form.Control
                          size="sm"
                          type="number"
                          min={0}
                          step={1}
                          inputMode="numeric"
                          className={`text-end${changed ? ' border-primary' : ''}`}
                          value={text}
                          onChange={(e) => onType(line.productId, e.target.value)}
                          onKeyDown={onKeyDown(line.productId)}
                          onFocus={(e) => e.target.select()}
                          isInvalid={!!error}
                          aria-label={t('countLabel', { name: line.name })}
                        />
                        {error && <Form.Control.Feedback type="invalid">{message(error)}</Form.Control.Feedback>}
                      </>
                    ) : (
                      (counted ?? <span className="text-body-secondary small">{t('notCounted')}</span>)
                    )}
                  </td>
                  <td className={`${amount} ${differenceClass(difference) ?? ''}`}>{difference === null ? '' : signed(difference)}</td>
                  <td className={`${amount} ${differenceClass(value) ?? ''}`}>{value === null ? '' : signed(value, formatVnd(value))}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Card.Body>
    </Card>
  );
}
