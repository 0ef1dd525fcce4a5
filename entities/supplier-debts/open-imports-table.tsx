'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import type { SupplierDebtDetail } from '@/lib/contracts/supplier-debts';
import { formatDate, formatVnd } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/** The imports behind a supplier's debt, oldest first: the order a payment settles them in. */
export function OpenImportsTable({ shopId, imports }: { shopId: string; imports: SupplierDebtDetail['imports'] }) {
  const t = useTranslations('supplier-debts.imports');
  const timeZone = useTimeZone();
  if (imports.length === 0) return <p className="text-body-secondary small mb-0">{t('empty')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{t('title')}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{t('code')}</th>
            <th scope="col">{t('completedAt')}</th>
            <th scope="col" className="text-end">{t('total')}</th>
            <th scope="col" className="text-end">{t('paid')}</th>
            <th scope="col" className="text-end">{t('debt')}</th>
          </tr>
        </thead>
        <tbody>
          {imports.map((i) => (
            <tr key={i.id}>
              <td>
                <Link href={shopPath(shopId, `/product-imports/${i.id}`)}>{i.code}</Link>
              </td>
              <td className="text-nowrap">{formatDate(i.completedAt, timeZone)}</td>
              <td className="text-end text-nowrap">{formatVnd(i.total)}</td>
              <td className="text-end text-nowrap">{formatVnd(i.paid)}</td>
              <td className="text-end text-nowrap fw-semibold text-danger">{formatVnd(i.debt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
