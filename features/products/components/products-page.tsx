'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-bar';
import { ListPageHeader } from '@/components/list/list-page-header';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { RecordDialogs } from '@/components/list/record-dialogs';
import { useListView } from '@/components/list/use-list-view';
import { useRecordActions } from '@/components/list/use-record-actions';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { useProductGroupOptions } from '@/entities/products/product-group-options';
import { productKeys } from '@/entities/products/product-keys';
import { useDeleteRecord } from '@/lib/api/delete-record';
import type { Product } from '@/lib/contracts/products';
import { formatVnd } from '@/lib/format';
import { useHasPermission } from '@/lib/use-permission';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { PRODUCT_LIST_FILTERS, productsQuery } from '../api/list-products';

// dialogs load with their form code when first opened, not with the page
const ProductFormModal = lazyDialog(() => import('@/entities/products/product-form-modal').then((m) => m.ProductFormModal));

/**
 * Sản phẩm (PRODUCT_VIEW_DETAILS): code, barcode, name, group, unit, prices, stock on hand (kept by
 * the stock ledger, read-only) and minimum with a low-stock badge. PRODUCT_CREATE adds and imports,
 * PRODUCT_UPDATE edits and deletes.
 */
export function ProductsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('products');
  const tg = useTranslations('common.productGroups');
  const canCreate = useHasPermission('PRODUCT_CREATE');
  const canUpdate = useHasPermission('PRODUCT_UPDATE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const { values, list, params } = useListView(PRODUCT_LIST_FILTERS, (request) => productsQuery(shopId, request));
  const { dialog, create, edit, remove, close } = useRecordDialog<Product>();
  const actions = useRecordActions<Product>({ edit: canUpdate && edit, remove: canUpdate && remove });
  const deletion = useDeleteRecord('/products', [productKeys.all]);
  const groups = useProductGroupOptions();

  return (
    <section>
      <ListPageHeader title={t('title')} create={canCreate && { label: t('create'), onClick: create }}>
        <SheetActions catalogue="products" filters={{ ...values, sort: list.sort }} canExport={canExport} canImport={canCreate} fieldsNamespace="products.fields" />
      </ListPageHeader>
      <DataTable
        list={list}
        filters={
          <FilterBar
            params={params}
            filters={[
              { kind: 'search', key: 'search', placeholder: t('searchPlaceholder') },
              { kind: 'select', key: 'group', label: t('fields.group'), allLabel: t('allGroups'), options: groups },
              { kind: 'switch', key: 'lowStock', label: t('lowStockOnly') },
            ]}
          />
        }
        columns={[
          { label: t('columns.code'), sort: 'code', className: 'text-nowrap font-monospace small', cell: (p) => p.code },
          { label: t('fields.barcode'), className: 'text-nowrap font-monospace small', cell: (p) => p.barcode ?? '-' },
          { label: t('fields.name'), sort: 'name', className: 'fw-semibold', cell: (p) => <>{p.name}{!p.isActive && <InactiveBadge />}</> },
          { label: t('columns.group'), sort: 'group', className: 'text-nowrap', cell: (p) => tg(String(p.group)) },
          {
            label: (
              <abbr title={t('fields.unit')} className="text-decoration-none">
                {t('columns.unit')}
              </abbr>
            ),
            cell: (p) => p.unit,
          },
          { label: t('fields.salePrice'), sort: 'salePrice', className: 'text-end text-nowrap', cell: (p) => formatVnd(p.salePrice) },
          { label: t('columns.averageCost'), className: 'text-end text-nowrap', cell: (p) => formatVnd(p.averageCost) },
          { label: t('fields.stockOnHand'), sort: 'stockOnHand', className: 'text-end', cellClassName: (p) => (p.isLowStock ? 'text-danger fw-semibold' : undefined), cell: (p) => p.stockOnHand },
          {
            label: t('columns.minimumStock'),
            className: 'text-end text-nowrap',
            cell: (p) => (
              <>
                {p.minimumStock}
                {p.isLowStock && (
                  <div>
                    <Badge bg="warning" text="dark">
                      {t('lowStock')}
                    </Badge>
                  </div>
                )}
              </>
            ),
          },
        ]}
        actions={actions}
        inactive={(p) => !p.isActive}
      />
      <RecordDialogs dialog={dialog} close={close} deletion={deletion} form={(product) => <ProductFormModal product={product} onClose={close} />} />
    </section>
  );
}
