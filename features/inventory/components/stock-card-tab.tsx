'use client';

import { useTranslations } from 'next-intl';
import { Card, Col, Row } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import { STOCK_REASONS } from '@/lib/enums/stock';
import { STOCK_CARD_FILTERS, stockCardPath, stockCardQuery } from '../api/get-stock-card';
import { ExportButton } from '@/components/spreadsheets/export-button';
import { ProductPicker } from './product-picker';
import { StockCardSummary } from './stock-card-summary';
import { useStockMovementColumns } from './stock-movement-columns';
import { useListView } from '@/components/list/use-list-view';

/**
 * Thẻ kho: a product found by name, code or a scanned barcode (its id goes in the URL), then its
 * movements newest first for the days and reason chosen (in the URL too), with the period's opening
 * and closing balance and what came in and went out.
 */
export function StockCardTab({ shopId }: { shopId: string }) {
  const t = useTranslations('inventory');
  const view = useListView(STOCK_CARD_FILTERS, (request) => stockCardQuery(shopId, request));
  const { values, data: card } = view;
  const { set } = view.params;
  const columns = useStockMovementColumns(shopId);
  const shown = card && card.product.id === values.productId ? card : undefined;

  return (
    <>
      <Row className="g-3 align-items-start">
        <Col lg={5}>
          <ProductPicker shopId={shopId} onPick={(productId) => set({ productId })} />
        </Col>
        <Col sm={8} lg={4}>
          <DayRangeFilter values={{ from: values.from, to: values.to }} onChange={set} />
        </Col>
        <Col sm={4} lg={3}>
          {/* the select is named by its own aria-label; this lines it up with the date fields */}
          <div className="form-label" aria-hidden="true">
            {t('card.reason')}
          </div>
          <FilterSelect
            label={t('card.reason')}
            allLabel={t('card.allReasons')}
            value={values.reason}
            options={STOCK_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            onChange={(reason) => set({ reason })}
          />
        </Col>
      </Row>
      {!values.productId ? (
        <Card className="border-0 shadow-sm">
          <Card.Body className="text-center text-body-secondary py-5">
            <i className="bi bi-upc-scan fs-2 d-block mb-2" aria-hidden="true" />
            {t('card.prompt')}
          </Card.Body>
        </Card>
      ) : (
        <>
          <div className="d-flex justify-content-end mb-3">
            <ExportButton path={`${stockCardPath(values.productId)}/export`} params={{ from: values.from, to: values.to, reason: values.reason }} />
          </div>
          {shown && <StockCardSummary card={shown} />}
          <DataTable view={view} columns={columns} />
        </>
      )}
    </>
  );
}
