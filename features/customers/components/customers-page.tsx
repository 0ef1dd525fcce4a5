'use client';

import { useTranslations } from 'next-intl';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { PageHeader } from '@/components/ui/page-header';
import type { Customer } from '@/lib/contracts/customers';
import { listRequest } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/list-customers';
import { CUSTOMER_LIST_FILTERS } from '../api/list-customers';
import { CustomerFilters } from './customer-filters';
import { CustomersTable } from './customers-table';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const CustomerFormModal = lazyDialog(() => import('@/entities/customers/customer-form-modal').then((m) => m.CustomerFormModal));

/** Khách hàng: every shop role may look up, add, edit and delete customers (CUSTOMER_VIEW_DETAILS). */
export function CustomersPage({ shopId }: { shopId: string }) {
  const t = useTranslations('customers');
  const { values, page, limit, sort, set } = useListParams(CUSTOMER_LIST_FILTERS);
  const filters = { search: values.search, withDebt: values.withDebt, sort };
  const query = useCustomers(shopId, listRequest({ values, page, limit, sort }));
  const { dialog, create, edit, remove, close } = useRecordDialog<Customer>();
  const deletion = useDeleteCustomer();

  return (
    <section>
      <PageHeader title={t('title')}>
        <SheetActions catalogue="customers" filters={filters} canImport fieldsNamespace="customers.fields" />
        <OpenerButton onClick={create}>
          <i className="bi bi-person-plus me-2" aria-hidden="true" />
          {t('create')}
        </OpenerButton>
      </PageHeader>
      <CustomersTable shopId={shopId} list={{ query, sort, set }} filters={<CustomerFilters values={values} set={set} />} onEdit={edit} onDelete={remove} />
      {dialog?.kind === 'create' && <CustomerFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <CustomerFormModal customer={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.record} mutation={deletion} onClose={close} />}
    </section>
  );
}
