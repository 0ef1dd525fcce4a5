'use client';

import { useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import type { FieldError } from '@/lib/contracts/errors';
import { rowErrorAddress } from '@/lib/contracts/spreadsheets';

// A long report stays readable; the server already caps it.
const SHOWN = 200;

/** Rejected rows: the row number people see in Excel, the column's header and the rule broken. */
export function ImportErrorsTable({ errors, columnLabel }: { errors: FieldError[]; columnLabel: (key: string) => string }) {
  const t = useTranslations('spreadsheets');
  return (
    <>
      <h2 className="h6 mt-3">{t('errorsTitle')}</h2>
      <div className="table-responsive" style={{ maxHeight: '18rem' }}>
        <Table size="sm" striped className="mb-1">
          <thead>
            <tr>
              <th scope="col">{t('columns.row')}</th>
              <th scope="col">{t('columns.field')}</th>
              <th scope="col">{t('columns.message')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, SHOWN).map((error) => {
              const address = rowErrorAddress(error.field);
              return (
                <tr key={error.field}>
                  <td>{address?.row ?? ''}</td>
                  <td>{address ? columnLabel(address.column) : error.field}</td>
                  <td>{error.messages.join('; ')}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      {errors.length > SHOWN && <p className="small text-body-secondary">{t('errorsMore', { shown: SHOWN })}</p>}
    </>
  );
}
