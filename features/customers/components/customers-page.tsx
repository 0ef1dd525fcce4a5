'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { PageHeader } from '@/components/ui/page-header';
import type { Customer } from '@/lib/contracts/customers';
import { useListParams } from '@/lib/use-list-params';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/list-customers';
import { CustomerFilters } from './customer-filters';
import { CustomerFormModal } from '@/components/catalogue/customer-form-modal';
import { CustomersTable } from './customers-table';

const FILTERS = ['search', 'withDebt'] as const;

/** Khách hàng: every shop role may look up, add, edit and delete customers (CUSTOMER_VIEW_DETAILS). */
export function CustomersPage({ shopId }: { shopId: string }) {
  const t = useTranslations('customers');
  const { values, page, limit, sort, set } = useListParams(FILTERS);
  const filters = { search: values.search, withDebt: values.withDebt, sort };
  const query = useCustomers(shopId, { page, limit, ...filters });
  const { dialog, create, edit, remove, close } = useRecordDialog<Customer>();
  const deletion = useDeleteCustomer();

  return (
    <section>
      <PageHeader title={t('title')}>
        <SheetActions catalogue="customers" filters={filters} canImport fieldsNamespace="customers.fields" />
        <Button onClick={create}>
          <i className="bi bi-person-plus me-2" aria-hidden="true" />
          {t('create')}
        </Button>
      </PageHeader>
      <CustomersTable shopId={shopId} list={{ query, sort, set }} filters={<CustomerFilters values={values} set={set} />} onEdit={edit} onDelete={remove} />
      {dialog?.kind === 'create' && <CustomerFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <CustomerFormModal customer={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.record} mutation={deletion} onClose={close} />}
    </section>
  );
}
