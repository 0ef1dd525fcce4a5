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
import { customerKeys } from '@/entities/customers/customer-keys';
import { petKeys } from '@/entities/pets/pet-keys';
import { useDeleteRecord } from '@/lib/api/delete-record';
import type { Customer } from '@/lib/contracts/customers';
import { formatVnd } from '@/lib/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { CUSTOMER_LIST_FILTERS, customersQuery } from '../api/list-customers';

// dialogs load with their form code when first opened, not with the page
const CustomerFormModal = lazyDialog(() => import('@/entities/customers/customer-form-modal').then((m) => m.CustomerFormModal));

/**
 * Khách hàng: name (to the detail page), phone, address, pets and debt. Every shop role looks up,
 * adds and edits customers (CUSTOMER_VIEW_DETAILS); deleting one, with their pets, is
 * CUSTOMER_DELETE and the Excel export CATALOGUE_EXPORT.
 */
export function CustomersPage({ shopId }: { shopId: string }) {
  const t = useTranslations('customers');
  const router = useRouter();
  const canDelete = useHasPermission('CUSTOMER_DELETE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const { values, list, params } = useListView(CUSTOMER_LIST_FILTERS, (request) => customersQuery(shopId, request));
  const { dialog, create, edit, remove, close } = useRecordDialog<Customer>();
  const detail = (c: Customer) => shopPath(shopId, `/customers/${c.id}`);
  const actions = useRecordActions<Customer>({ view: (c) => router.push(detail(c)), edit, remove: canDelete && remove });
  const deletion = useDeleteRecord('/customers', [customerKeys.all, petKeys.all]);

  return (
    <section>
      <ListPageHeader title={t('title')} create={{ label: t('create'), icon: 'person-plus', onClick: create }}>
        <SheetActions catalogue="customers" filters={{ ...values, sort: list.sort }} canExport={canExport} canImport fieldsNamespace="customers.fields" />
      </ListPageHeader>
      <DataTable
        list={list}
        filters={
          <FilterBar
            params={params}
            filters={[
              { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { md: 8 } },
              { kind: 'switch', key: 'withDebt', label: t('withDebt'), cols: { md: 4 } },
            ]}
          />
        }
        columns={[
          {
            label: t('fields.name'),
            sort: 'name',
            className: 'text-nowrap',
            cell: (c) => (
              <>
                <Link href={detail(c)} className="fw-semibold text-decoration-none">
                  {c.name}
                </Link>
                {!c.isActive && <InactiveBadge />}
              </>
            ),
          },
          { label: t('fields.phone'), sort: 'phone', className: 'text-nowrap', cell: (c) => c.phone ?? '-' },
          { label: t('fields.address'), cell: (c) => c.address ?? '-' },
          { label: t('fields.petsCount'), className: 'text-end', cell: (c) => c.petsCount },
          { label: t('fields.debt'), className: 'text-end text-nowrap', cellClassName: (c) => (c.debt > 0 ? 'text-danger fw-semibold' : undefined), cell: (c) => formatVnd(c.debt) },
        ]}
        actions={actions}
        inactive={(c) => !c.isActive}
      />
      <RecordDialogs dialog={dialog} close={close} deletion={deletion} form={(customer) => <CustomerFormModal customer={customer} onClose={close} />} />
    </section>
  );
}
