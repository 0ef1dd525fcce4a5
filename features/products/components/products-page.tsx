'use client';

import { useTranslations } from 'next-intl';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { PageHeader } from '@/components/ui/page-header';
import type { Product } from '@/lib/contracts/products';
import { listRequest } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import { useHasPermission } from '@/lib/use-permission';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts } from '../api/list-products';
import { PRODUCT_LIST_FILTERS } from '../api/list-products';
import { ProductFilters } from './product-filters';
import { ProductsTable } from './products-table';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const ProductFormModal = lazyDialog(() => import('@/entities/products/product-form-modal').then((m) => m.ProductFormModal));

/** Sản phẩm (PRODUCT_VIEW_DETAILS): PRODUCT_CREATE adds, PRODUCT_UPDATE edits and deletes. */
export function ProductsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('products');
  const canCreate = useHasPermission('PRODUCT_CREATE');
  const canUpdate = useHasPermission('PRODUCT_UPDATE');
  const { values, page, limit, sort, set } = useListParams(PRODUCT_LIST_FILTERS);
  const filters = { search: values.search, group: values.group, lowStock: values.lowStock, sort };
  const query = useProducts(shopId, listRequest({ values, page, limit, sort }));
  const { dialog, create, edit, remove, close } = useRecordDialog<Product>();
  const deletion = useDeleteProduct();

  return (
    <section>
      <PageHeader title={t('title')}>
        <SheetActions catalogue="products" filters={filters} canImport={canCreate} fieldsNamespace="products.fields" />
        {canCreate && (
          <OpenerButton onClick={create}>
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            {t('create')}
          </OpenerButton>
        )}
      </PageHeader>
      <ProductsTable list={{ query, sort, set }} filters={<ProductFilters values={values} set={set} />} canUpdate={canUpdate} onEdit={edit} onDelete={remove} />
      {dialog?.kind === 'create' && <ProductFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <ProductFormModal product={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.record} mutation={deletion} onClose={close} />}
    </section>
  );
}
