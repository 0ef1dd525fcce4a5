'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import { StockTakeStatus, STOCK_TAKE_STATUS_IDS } from '@/lib/enums/stock-takes';
import { formatDateTime, formatVnd } from '@/lib/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { STOCK_TAKE_LIST_FILTERS, stockTakesQuery } from '../api/list-stock-takes';
import { differenceClass, signed, StockTakeStatusBadge, useScopeLabel } from './stock-take-labels';

// the dialog loads with its form code when first opened, not with the page
const CreateStockTakeModal = lazyDialog(() => import('./create-stock-take-modal').then((m) => m.CreateStockTakeModal));

/**
 * Kiểm kho (INVENTORY_WAREHOUSE): the shop's stock-takes newest first — code, when, what they
 * count, how far the counting got, the value of the differences once completed (struck through once
 * voided), status and who —
 * searched by code or note, filtered by status and days; "Tạo phiếu kiểm kho" opens a new sheet.
 */
export function StockTakesPage({ shopId }: { shopId: string }) {
  const t = useTranslations('stock-takes');
  const timeZone = useTimeZone();
  const router = useRouter();
  const scopeOf = useScopeLabel();
  const view = useListView(STOCK_TAKE_LIST_FILTERS, (request) => stockTakesQuery(shopId, request));
  const [creating, setCreating] = useState(false);
  const sheetPath = (id: string) => shopPath(shopId, `/inventories/${id}`);

  return (
    <section>
      <ListPageHeader title={t('title')} create={{ label: t('create'), icon: 'clipboard-plus', onClick: () => setCreating(true) }} />
      <Row>
        <Col lg={6}>
          <DayRangeFilter values={{ from: view.values.from, to: view.values.to }} onChange={view.params.set} />
        </Col>
      </Row>
      <DataTable
        view={view}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { md: 8 } },
          { kind: 'select', key: 'status', label: t('fields.status'), allLabel: t('allStatuses'), options: STOCK_TAKE_STATUS_IDS.map((s) => ({ value: s, label: t(`statuses.${s}`) })), cols: { md: 4 } },
        ]}
        columns={[
          {
            label: t('fields.code'),
            sort: 'code',
            className: 'text-nowrap',
            cell: (s) => (
              <>
                <Link href={sheetPath(s.id)} className="fw-semibold font-monospace text-decoration-none">
                  {s.code}
                </Link>
                {s.note && <div className="small text-body-secondary text-truncate" style={{ maxWidth: '16rem' }}>{s.note}</div>}
              </>
            ),
          },
          { label: t('fields.createdAt'), sort: 'createdAt', className: 'text-nowrap', cell: (s) => formatDateTime(s.createdAt, timeZone) },
          { label: t('fields.scope'), className: 'text-nowrap', cell: (s) => scopeOf(s.productGroup) },
          { label: t('fields.counted'), className: 'text-end text-nowrap', cell: (s) => t('countedOf', { counted: s.countedCount, lines: s.lineCount }) },
          {
            label: t('fields.differenceValue'),
            className: 'text-end text-nowrap',
            // known once completed: a draft's differences move with the stock until then; a voided
            // sheet's are struck through, reversed
            cellClassName: (s) =>
              s.status === StockTakeStatus.COMPLETED ? differenceClass(s.differenceValue) : s.status === StockTakeStatus.VOIDED ? 'text-decoration-line-through text-body-secondary' : undefined,
            cell: (s) => (s.status === StockTakeStatus.COMPLETED || s.status === StockTakeStatus.VOIDED ? signed(s.differenceValue, formatVnd(s.differenceValue)) : '-'),
          },
          { label: t('fields.status'), sort: 'status', cell: (s) => <StockTakeStatusBadge status={s.status} /> },
          { label: t('fields.createdBy'), className: 'text-nowrap', cell: (s) => s.createdBy.name },
        ]}
      />
      {creating && <CreateStockTakeModal shopId={shopId} onClose={() => setCreating(false)} onCreated={(sheet) => router.push(sheetPath(sheet.id))} />}
    </section>
  );
}
