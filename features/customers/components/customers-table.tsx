'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type ListView, SortColumn } from '@/components/ui/data-table';
import { RowActions } from '@/components/ui/row-actions';
import type { Customer } from '@/lib/contracts/customers';
import { formatVnd } from '@/lib/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { InactiveBadge } from '@/components/ui/inactive-badge';

interface Props {
  shopId: string;
  list: ListView<Customer>;
  filters: ReactNode;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

/** Khách hàng: name (to the detail page), phone, address, pets count and debt. */
export function CustomersTable({ shopId, list, filters, onEdit, onDelete }: Props) {
  const t = useTranslations('customers');
  const tl = useTranslations('list');
  const router = useRouter();
  const detail = (c: Customer) => shopPath(shopId, `/customers/${c.id}`);
  const head = (
    <>
      <SortColumn list={list} column="name" label={t('fields.name')} />
      <SortColumn list={list} column="phone" label={t('fields.phone')} />
      <th scope="col">{t('fields.address')}</th>
      <th scope="col" className="text-end">
        {t('fields.petsCount')}
      </th>
      <th scope="col" className="text-end">
        {t('fields.debt')}
      </th>
      <th scope="col" className="text-end">
        {tl('actions')}
      </th>
    </>
  );
  const row = (c: Customer) => (
    <tr key={c.id} className={c.isActive ? undefined : 'row-inactive'}>
      <td className="text-nowrap">
        <Link href={detail(c)} className="fw-semibold text-decoration-none">
          {c.name}
        </Link>
        {!c.isActive && <InactiveBadge />}
      </td>
      <td className="text-nowrap">{c.phone ?? '-'}</td>
      <td>{c.address ?? '-'}</td>
      <td className="text-end">{c.petsCount}</td>
      <td className={`text-end text-nowrap ${c.debt > 0 ? 'text-danger fw-semibold' : ''}`}>{formatVnd(c.debt)}</td>
      <td className="text-end">
        <RowActions
          name={c.name}
          actions={[
            { label: tl('view'), onClick: () => router.push(detail(c)) },
            { label: tl('edit'), onClick: () => onEdit(c) },
            { label: tl('delete'), onClick: () => onDelete(c), danger: true },
          ]}
        />
      </td>
    </tr>
  );
  return <DataTable list={list} filters={filters} head={head} columns={6} row={row} />;
}
