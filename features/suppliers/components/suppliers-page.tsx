'use client';

import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import type { Supplier } from '@/lib/contracts/suppliers';
import { listRequest } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import { useHasPermission } from '@/lib/use-permission';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useDeleteSupplier } from '../api/delete-supplier';
import { useSuppliers } from '../api/list-suppliers';
import { SUPPLIER_LIST_FILTERS } from '../api/list-suppliers';
import { SuppliersTable } from './suppliers-table';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const SupplierFormModal = lazyDialog(() => import('@/entities/suppliers/supplier-form-modal').then((m) => m.SupplierFormModal));

/** Nhà cung cấp (SUPPLIER_VIEW_DETAILS): SUPPLIER_CREATE adds, edits and deletes. */
export function SuppliersPage({ shopId }: { shopId: string }) {
  const t = useTranslations('suppliers');
  const canManage = useHasPermission('SUPPLIER_CREATE');
  const { values, page, limit, sort, set } = useListParams(SUPPLIER_LIST_FILTERS);
  const listed = { search: values.search, sort };
  const query = useSuppliers(shopId, listRequest({ values, page, limit, sort }));
  const { dialog, create, edit, remove, close } = useRecordDialog<Supplier>();
  const deletion = useDeleteSupplier();
  const filters = (
    <Row className="g-2 mb-3">
      <Col md={6}>
        <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('searchPlaceholder')} />
      </Col>
    </Row>
  );

  return (
    <section>
      <PageHeader title={t('title')}>
        <SheetActions catalogue="suppliers" filters={listed} canImport={canManage} fieldsNamespace="suppliers.fields" />
        {canManage && (
          <OpenerButton onClick={create}>
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            {t('create')}
          </OpenerButton>
        )}
      </PageHeader>
      <SuppliersTable list={{ query, sort, set }} filters={filters} canManage={canManage} onEdit={edit} onDelete={remove} />
      {dialog?.kind === 'create' && <SupplierFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <SupplierFormModal supplier={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.record} mutation={deletion} onClose={close} />}
    </section>
  );
}
