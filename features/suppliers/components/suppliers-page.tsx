'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-bar';
import { ListPageHeader } from '@/components/list/list-page-header';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { RecordDialogs } from '@/components/list/record-dialogs';
import { useListView } from '@/components/list/use-list-view';
import { useRecordActions } from '@/components/list/use-record-actions';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';
import { useDeleteRecord } from '@/lib/api/delete-record';
import type { Supplier } from '@/lib/contracts/suppliers';
import { useHasPermission } from '@/lib/use-permission';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { SUPPLIER_LIST_FILTERS, suppliersQuery } from '../api/list-suppliers';

// dialogs load with their form code when first opened, not with the page
const SupplierFormModal = lazyDialog(() => import('@/entities/suppliers/supplier-form-modal').then((m) => m.SupplierFormModal));

/** The bank account to pay a supplier into, or its bank's name alone. */
function BankCell({ supplier: s }: { supplier: Supplier }) {
  if (!s.accountNumber) return <>{s.bankName ?? '-'}</>;
  return (
    <>
      <div>
        {s.bankName}
        {s.bankBranch && <span className="text-body-secondary"> · {s.bankBranch}</span>}
      </div>
      <div className="font-monospace">{s.accountNumber}</div>
      {s.accountName && <div className="text-body-secondary">{s.accountName}</div>}
    </>
  );
}

/**
 * Nhà cung cấp (SUPPLIER_VIEW_DETAILS): name, alias, address, phone and bank account. SUPPLIER_CREATE
 * adds, imports, edits and deletes (SPEC §6 names no other supplier permission).
 */
export function SuppliersPage({ shopId }: { shopId: string }) {
  const t = useTranslations('suppliers');
  const canManage = useHasPermission('SUPPLIER_CREATE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const { values, list, params } = useListView(SUPPLIER_LIST_FILTERS, (request) => suppliersQuery(shopId, request));
  const { dialog, create, edit, remove, close } = useRecordDialog<Supplier>();
  const actions = useRecordActions<Supplier>({ edit: canManage && edit, remove: canManage && remove });
  const deletion = useDeleteRecord('/suppliers', [supplierKeys.all]);

  return (
    <section>
      <ListPageHeader title={t('title')} create={canManage && { label: t('create'), onClick: create }}>
        <SheetActions catalogue="suppliers" filters={{ ...values, sort: list.sort }} canExport={canExport} canImport={canManage} fieldsNamespace="suppliers.fields" />
      </ListPageHeader>
      <DataTable
        list={list}
        filters={<FilterBar params={params} filters={[{ kind: 'search', key: 'search', placeholder: t('searchPlaceholder') }]} />}
        columns={[
          { label: t('fields.name'), sort: 'name', className: 'fw-semibold', cell: (s) => <>{s.name}{!s.isActive && <InactiveBadge />}</> },
          { label: t('fields.alias'), sort: 'alias', cell: (s) => s.alias },
          { label: t('fields.address'), cell: (s) => s.address },
          { label: t('fields.phone'), className: 'text-nowrap', cell: (s) => s.phone },
          { label: t('fields.bank'), className: 'small', cell: (s) => <BankCell supplier={s} /> },
        ]}
        actions={actions}
        inactive={(s) => !s.isActive}
      />
      <RecordDialogs dialog={dialog} close={close} deletion={deletion} form={(supplier) => <SupplierFormModal supplier={supplier} onClose={close} />} />
    </section>
  );
}
