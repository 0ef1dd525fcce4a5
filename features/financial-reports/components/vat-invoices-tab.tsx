'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { type Column, DataTable, type ListView } from '@/components/list/data-table';
import type { VatInvoice } from '@/lib/contracts/reports';
import { formatDate, formatVnd } from '@/lib/format';
import type { ReportPeriod } from '../api/get-financial-report';
import { useVatInvoices } from '../api/list-vat-invoices';
import { useReportLabels } from './report-labels';

// An invoice and the void that takes it back out share its id: each row is keyed by both.
type Row = VatInvoice & { invoiceId: string };
const NO_FILTERS = { values: {}, set: () => undefined };

/** The rates the rows of a page were taxed at, KCT first: a base and a VAT column each (KCT, a base only). */
const ratesOf = (rows: VatInvoice[]) => [...new Set(rows.flatMap((r) => r.byRate.map((b) => b.vatPercent)))].sort((a, b) => (a ?? -1) - (b ?? -1));
const atRate = (row: VatInvoice, percent: number | null) => row.byRate.find((b) => b.vatPercent === percent);

/**
 * Bảng kê hóa đơn GTGT: the period's invoices for filing, a page at a time — code, day, customer,
 * business line, the taxable revenue and VAT at each rate, the total. An invoice voided in the period
 * comes again on the day of its void, struck through, with negative figures.
 */
export function VatInvoicesTab({ shopId, period }: { shopId: string; period: ReportPeriod }) {
  const t = useTranslations('financial-reports.vatInvoices');
  const ti = useTranslations('invoices');
  const timeZone = useTimeZone();
  const labels = useReportLabels();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const query = useVatInvoices(shopId, { ...period, ...paging });
  const data = query.data && { ...query.data, items: query.data.items.map((v): Row => ({ ...v, invoiceId: v.id, id: `${v.id}:${v.voided ? 'void' : 'issue'}` })) };
  const list: ListView<Row> = {
    query: { data, isLoading: query.isLoading, isFetching: query.isFetching },
    sort: '',
    // a new page size starts again at the first page
    set: ({ page, limit }) => setPaging((p) => ({ page: page ?? (limit ? 1 : p.page), limit: limit ?? p.limit })),
  };
  const struck = (v: Row) => (v.voided ? 'text-decoration-line-through text-danger' : undefined);
  const money = (label: string, value: (v: Row) => number | undefined): Column<Row> => ({ label, className: 'text-end text-nowrap', cell: (v) => formatVnd(value(v) ?? 0), cellClassName: struck });
  const rateColumns = ratesOf(data?.items ?? []).flatMap((percent) => {
    const rate = labels.rateText(percent);
    const base = money(t('baseAt', { rate }), (v) => atRate(v, percent)?.taxableBase);
    return percent === null ? [base] : [base, money(t('vatAt', { rate }), (v) => atRate(v, percent)?.vat)];
  });
  const columns: Array<Column<Row> | false> = [
    {
      label: t('code'),
      className: 'text-nowrap',
      cell: (v) => (
        <>
          <span className={struck(v)}>{v.code}</span>
          {v.voided && (
            <Badge bg="danger" className="ms-2">
              {t('voided')}
            </Badge>
          )}
        </>
      ),
    },
    { label: t('date'), className: 'text-nowrap', cell: (v) => formatDate(v.createdAt, timeZone), cellClassName: struck },
    period.branch === 'all' && { label: t('branch'), cell: (v) => v.shopName, cellClassName: struck },
    { label: t('customer'), cell: (v) => v.customerName ?? ti('walkIn'), cellClassName: struck },
    { label: t('kind'), cell: (v) => labels.kind(v.kind), cellClassName: struck },
    ...rateColumns,
    money(t('total'), (v) => v.total),
  ];
  return (
    <>
      <p className="small text-body-secondary">{t('hint')}</p>
      <DataTable caption={t('caption')} view={{ list, params: NO_FILTERS }} columns={columns} wrapHeaders />
    </>
  );
}
