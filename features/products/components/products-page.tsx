'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { CataloguePage } from '@/components/list/catalogue-page';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { RecordHistory } from '@/entities/audit-entries/record-history';
import { useProductGroupOptions } from '@/entities/products/product-group-options';
import { productKeys } from '@/entities/products/product-keys';
import type { Product } from '@/lib/contracts/products';
import { formatVnd } from '@/lib/format';
import { useHasPermission } from '@/lib/use-permission';
import { PRODUCT_LIST_FILTERS, productsQuery } from '../api/list-products';

// dialogs load with their form code when first opened, not with the page
const ProductFormModal = lazyDialog(() => import('@/entities/products/product-form-modal').then((m) => m.ProductFormModal));

/** The minimum stock, with a badge when the stock on hand is below it. */
function MinimumCell({ product: p }: { product: Product }) {
  const t = useTranslations('products');
  return (
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
  );
}

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
  const groups = useProductGroupOptions();
  const code = 'text-nowrap font-monospace small';

  return (
    <CataloguePage
      title={t('title')}
      catalogue="products"
      filterKeys={PRODUCT_LIST_FILTERS}
      query={(request) => productsQuery(shopId, request)}
      invalidates={[productKeys.all]}
      may={{ create: canCreate, edit: canUpdate, remove: canUpdate, import: canCreate, export: canExport }}
      create={{ label: t('create') }}
      filters={[
        { kind: 'search', key: 'search', placeholder: t('searchPlaceholder') },
        { kind: 'select', key: 'group', label: t('fields.group'), allLabel: t('allGroups'), options: groups },
        { kind: 'switch', key: 'lowStock', label: t('lowStockOnly') },
      ]}
      columns={[
        { label: t('columns.code'), sort: 'code', className: code, cell: (p) => p.code },
        { label: t('fields.barcode'), className: code, cell: (p) => p.barcode ?? '-' },
        { label: t('fields.name'), sort: 'name', className: 'fw-semibold', cell: (p) => <>{p.name}{!p.isActive && <InactiveBadge />}</> },
        { label: t('columns.group'), sort: 'group', className: 'text-nowrap', cell: (p) => tg(String(p.group)) },
        { label: <abbr title={t('fields.unit')} className="text-decoration-none">{t('columns.unit')}</abbr>, cell: (p) => p.unit },
        { label: t('fields.salePrice'), sort: 'salePrice', className: 'text-end text-nowrap', cell: (p) => formatVnd(p.salePrice) },
        { label: t('columns.averageCost'), className: 'text-end text-nowrap', cell: (p) => formatVnd(p.averageCost) },
        { label: t('fields.stockOnHand'), sort: 'stockOnHand', className: 'text-end', cellClassName: (p) => (p.isLowStock ? 'text-danger fw-semibold' : undefined), cell: (p) => p.stockOnHand },
        { label: t('columns.minimumStock'), className: 'text-end text-nowrap', cell: (p) => <MinimumCell product={p} /> },
      ]}
      form={(product, close) => (
        <ProductFormModal product={product} onClose={close}>
          {product && <RecordHistory shopId={shopId} entityId={product.id} />}
        </ProductFormModal>
      )}
    />
  );
}
