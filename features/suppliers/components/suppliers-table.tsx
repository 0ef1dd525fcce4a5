'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type ListView, SortColumn } from '@/components/ui/data-table';
import { RowActions } from '@/components/ui/row-actions';
import type { Supplier } from '@/lib/contracts/suppliers';
import { InactiveBadge } from '@/components/ui/inactive-badge';

interface Props {
  list: ListView<Supplier>;
  filters: ReactNode;
  /** SUPPLIER_CREATE: edit and delete too (SPEC §6 names no other supplier permission) */
  canManage: boolean;
  onEdit: (supplier: Supplier) => void;
  onDelete: (supplier: Supplier) => void;
}

/** Nhà cung cấp: name, alias, address, phone and the bank account to pay into. */
export function SuppliersTable({ list, filters, canManage, onEdit, onDelete }: Props) {
  const t = useTranslations('suppliers');
  const tl = useTranslations('list');
  const head = (
    <>
      <SortColumn list={list} column="name" label={t('fields.name')} />
      <SortColumn list={list} column="alias" label={t('fields.alias')} />
      <th scope="col">{t('fields.address')}</th>
      <th scope="col">{t('fields.phone')}</th>
      <th scope="col">{t('fields.bank')}</th>
      {canManage && (
        <th scope="col" className="text-end">
          {tl('actions')}
        </th>
      )}
    </>
  );
  const row = (s: Supplier) => (
    <tr key={s.id} className={s.isActive ? undefined : 'row-inactive'}>
      <td className="fw-semibold">
        {s.name}
        {!s.isActive && <InactiveBadge />}
      </td>
      <td>{s.alias}</td>
      <td>{s.address}</td>
      <td className="text-nowrap">{s.phone}</td>
      <td className="small">
        {s.accountNumber ? (
          <>
            <div>
              {s.bankName}
              {s.bankBranch && <span className="text-body-secondary"> · {s.bankBranch}</span>}
            </div>
            <div className="font-monospace">{s.accountNumber}</div>
            {s.accountName && <div className="text-body-secondary">{s.accountName}</div>}
          </>
        ) : (
          (s.bankName ?? '-')
        )}
      </td>
      {canManage && (
        <td className="text-end">
          <RowActions
            name={s.name}
            actions={[
              { label: tl('edit'), onClick: () => onEdit(s) },
              { label: tl('delete'), onClick: () => onDelete(s), danger: true },
            ]}
          />
        </td>
      )}
    </tr>
  );
  return <DataTable list={list} filters={filters} head={head} columns={canManage ? 6 : 5} row={row} />;
}
