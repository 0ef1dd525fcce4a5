'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { ImportStatusBadge } from '@/entities/product-imports/import-status-badge';
import type { ProductImportSummary } from '@/lib/contracts/product-imports';
import { IMPORT_STATUS_IDS, ImportStatus } from '@/lib/enums/product-imports';
import { formatDate, formatVnd } from '@/lib/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { PRODUCT_IMPORT_LIST_FILTERS, productImportsQuery } from '../api/list-product-imports';
import { useSupplierChoices } from '../api/supplier-options';

const money = 'text-end text-nowrap';

/**
 * Nhập hàng (INVENTORY_IMPORT): the shop's supplier imports, newest first — by days, supplier and
 * status, found by code or supplier — each opening its own page; "Tạo phiếu nhập" starts a new one.
 */
export function ProductImportsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('product-imports');
  const tl = useTranslations('list');
  const timeZone = useTimeZone();
  const router = useRouter();
  const view = useListView(PRODUCT_IMPORT_LIST_FILTERS, (request) => productImportsQuery(shopId, request));
  const { data: suppliers = [] } = useSupplierChoices(shopId);
  const pageOf = (i: ProductImportSummary) => shopPath(shopId, `/product-imports/${i.id}`);

  return (
    <section>
      <ListPageHeader title={t('title')} create={{ label: t('create'), onClick: () => router.push(shopPath(shopId, '/product-imports/new')) }} />
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="pb-0">
          <DayRangeFilter values={{ from: view.values.from, to: view.values.to }} onChange={view.params.set} />
        </Card.Body>
      </Card>
      <DataTable
        view={view}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { md: 12, lg: 6 } },
          { kind: 'select', key: 'supplierId', label: t('columns.supplier'), allLabel: t('allSuppliers'), options: suppliers.map((s) => ({ value: s.id, label: s.name })), cols: { md: 6, lg: 3 } },
          { kind: 'select', key: 'status', label: t('columns.status'), allLabel: t('allStatuses'), options: IMPORT_STATUS_IDS.map((s) => ({ value: s, label: t(`status.${s}`) })), cols: { md: 6, lg: 3 } },
        ]}
        columns={[
          {
            label: t('columns.code'),
            sort: 'code',
            className: 'text-nowrap',
            cell: (i) => (
              <Link href={pageOf(i)} className={`fw-semibold text-decoration-none ${i.status === ImportStatus.VOIDED ? 'text-decoration-line-through' : ''}`}>
                {i.code}
              </Link>
            ),
          },
          { label: t('columns.supplier'), className: 'cell-address', cell: (i) => i.supplier.name },
          { label: t('columns.createdAt'), sort: 'createdAt', className: 'text-nowrap', cell: (i) => formatDate(i.createdAt, timeZone) },
          { label: t('columns.total'), sort: 'total', className: money, cell: (i) => formatVnd(i.total) },
          { label: t('columns.paid'), className: money, cell: (i) => formatVnd(i.paid) },
          { label: t('columns.debt'), sort: 'debt', className: money, cellClassName: (i) => (i.debt > 0 ? 'text-danger fw-semibold' : undefined), cell: (i) => formatVnd(i.debt) },
          { label: t('columns.status'), sort: 'status', cell: (i) => <ImportStatusBadge status={i.status} /> },
          { label: t('columns.createdBy'), className: 'text-nowrap', cell: (i) => i.createdBy.name },
        ]}
        actions={{ name: (i) => i.code, of: (i) => [{ label: tl('view'), onClick: () => router.push(pageOf(i)) }] }}
        wrapHeaders
      />
    </section>
  );
}
