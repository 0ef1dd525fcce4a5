'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { useProductGroupOptions } from '@/entities/products/product-group-options';
import type { StockOverviewItem } from '@/lib/contracts/stock';
import { formatVnd } from '@/lib/format';
import { STOCK_OVERVIEW_FILTERS, stockOverviewQuery } from '../api/list-stock-overview';
import { ExportButton } from '@/components/spreadsheets/export-button';
import { ProductCardLink } from './product-card-link';
import { useListView } from '@/components/list/use-list-view';
import type { useInventoryView } from './use-inventory-view';

interface StockOverviewTabProps {
  shopId: string;
  /** the "below minimum" tab: only the products under their minimum stock */
  lowStock: boolean;
  card: ReturnType<typeof useInventoryView>['card'];
}

/**
 * Tồn kho: every product holding stock with its value at average cost, most valuable first (or
 * sorted by name, code, stock or value), searched and filtered by group, with the value of all of
 * it; the "below minimum" tab is the same list of the products under their minimum.
 */
export function StockOverviewTab({ shopId, lowStock, card }: StockOverviewTabProps) {
  const t = useTranslations('inventory');
  const tg = useTranslations('common.productGroups');
  const groups = useProductGroupOptions();
  const view = useListView(STOCK_OVERVIEW_FILTERS, (request) => stockOverviewQuery(shopId, { ...request, lowStock: lowStock ? 'true' : '' }));
  const totalValue = view.data?.totalValue;
  const code = 'text-nowrap font-monospace small';
  const amount = 'text-end text-nowrap';

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div aria-live="polite">
          {totalValue !== undefined && (
            <>
              <span className="text-body-secondary me-2">{t('overview.totalValue')}</span>
              <strong className="fs-5">{formatVnd(totalValue)}</strong>
            </>
          )}
        </div>
        <ExportButton path="/stock/export" params={{ ...view.values, lowStock: lowStock ? 'true' : undefined, sort: view.list.sort }} />
      </div>
      <DataTable<StockOverviewItem, (typeof STOCK_OVERVIEW_FILTERS)[number]>
        view={view}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('overview.searchPlaceholder'), cols: { md: 8 } },
          { kind: 'select', key: 'group', label: t('fields.group'), allLabel: t('overview.allGroups'), options: groups, cols: { md: 4 } },
        ]}
        columns={[
          { label: t('fields.code'), sort: 'code', className: code, cell: (p) => p.code },
          {
            label: t('fields.name'),
            sort: 'name',
            cell: (p) => (
              <ProductCardLink card={card(p.id)} label={t('overview.openCard', { name: p.name })}>
                {p.name}
              </ProductCardLink>
            ),
          },
          { label: t('fields.group'), className: 'text-nowrap', cell: (p) => tg(String(p.group)) },
          { label: t('fields.unit'), cell: (p) => p.unit },
          {
            label: t('fields.stockOnHand'),
            sort: 'stockOnHand',
            className: 'text-end',
            cellClassName: (p) => (p.isLowStock ? 'text-danger fw-semibold' : undefined),
            cell: (p) => (
              <>
                {p.stockOnHand}
                {p.isLowStock && (
                  <div>
                    <Badge bg="warning" text="dark">
                      {t('overview.lowStock')}
                    </Badge>
                  </div>
                )}
              </>
            ),
          },
          { label: t('fields.minimumStock'), className: 'text-end text-nowrap', cell: (p) => p.minimumStock },
          { label: t('fields.averageCost'), className: amount, cell: (p) => formatVnd(p.averageCost) },
          { label: t('fields.value'), sort: 'value', className: `${amount} fw-semibold`, cell: (p) => formatVnd(p.value) },
        ]}
      />
    </>
  );
}
