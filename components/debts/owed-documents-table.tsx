'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import { formatDate, formatVnd } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { DebtNamespace, OwedDocument } from './debt-namespace';

/** A document a debt is made of, as its table shows it. */
export interface OwedRow extends OwedDocument {
  /** when it was made (an invoice) or completed (an import) */
  date: string;
  total: number;
  paid: number;
  /** where its code leads, when the user may go there */
  href?: string;
}

/** The documents behind a debt, oldest first: the order a payment settles them in (`documents.*` texts). */
export function OwedDocumentsTable({ namespace, rows }: { namespace: DebtNamespace; rows: readonly OwedRow[] }) {
  const t = useTranslations(namespace);
  const timeZone = useTimeZone();
  if (rows.length === 0) return <p className="text-body-secondary small mb-0">{t('documents.empty')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{t('documents.title')}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{t('documents.code')}</th>
            <th scope="col">{t('documents.date')}</th>
            <th scope="col" className="text-end">{t('documents.total')}</th>
            <th scope="col" className="text-end">{t('documents.paid')}</th>
            <th scope="col" className="text-end">{t('documents.debt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td>{d.href ? <Link href={d.href}>{d.code}</Link> : d.code}</td>
              <td className="text-nowrap">{formatDate(d.date, timeZone)}</td>
              <td className="text-end text-nowrap">{formatVnd(d.total)}</td>
              <td className="text-end text-nowrap">{formatVnd(d.paid)}</td>
              <td className="text-end text-nowrap fw-semibold text-danger">{formatVnd(d.debt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
