'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import type { FilterSpec } from '@/components/list/filter-bar';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { useStaffOptions } from '@/entities/employees/staff-options';
import type { InvoicePage, InvoiceSummary } from '@/lib/contracts/invoice-views';
import { INVOICE_KIND_IDS, INVOICE_PAYMENT_METHODS, INVOICE_STATUS_IDS } from '@/lib/enums/invoices';
import { invoicesQuery, SALES_HISTORY_FILTERS } from '../api/list-invoices';
import { useInvoiceColumns } from './invoice-columns';
import { InvoiceOffcanvas } from './invoice-offcanvas';
import { InvoiceSums } from './invoice-sums';
import { printInvoice } from '@/entities/invoices/print-invoice';

type Key = (typeof SALES_HISTORY_FILTERS)[number];

/**
 * Lịch sử hoạt động › Bán hàng (ACTIVITY_HISTORY_EXECUTE_SESSION): every invoice of the shop — retail
 * sales and the activities' — newest first, over every day unless a range is asked, with the filters
 * in the URL and what the filtered invoices come to on top. An invoice opens in a panel beside the
 * list: its lines, totals, payments, printing and, for the back office, its void.
 */
export function SalesHistoryPage({ shopId, title }: { shopId: string; title: string }) {
  const t = useTranslations('invoices');
  const tc = useTranslations('common');
  const locale = useLocale();
  const view = useListView(SALES_HISTORY_FILTERS, (request) => invoicesQuery(shopId, request));
  const staff = useStaffOptions(shopId);
  const [opened, setOpened] = useState<string | null>(null);
  const columns = useInvoiceColumns((i) => setOpened(i.id));
  // the answer keeps the sums of every filtered invoice beside the generic page fields (invoicePage)
  const sums = (view.data as InvoicePage | undefined)?.sums;

  const select = (key: Key, label: string, allLabel: string, options: { value: string | number; label: string }[]): FilterSpec<Key> => ({
    kind: 'select',
    key,
    label,
    allLabel,
    options,
    cols: { xs: 6, md: 3, xl: 2 },
  });
  const filters: FilterSpec<Key>[] = [
    { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { xs: 12, md: 12, xl: 4 } },
    select('kind', t('filters.kind'), t('filters.allKinds'), INVOICE_KIND_IDS.map((k) => ({ value: k, label: t(`kinds.${k}` as 'kinds.6') }))),
    select('status', t('filters.status'), t('filters.allStatuses'), INVOICE_STATUS_IDS.map((s) => ({ value: s, label: t(`statuses.${s}` as 'statuses.1') }))),
    select('method', t('filters.method'), t('filters.allMethods'), INVOICE_PAYMENT_METHODS.map((m) => ({ value: m, label: tc(`paymentMethods.${m}`) }))),
    select('createdBy', t('filters.staff'), t('filters.allStaff'), staff),
  ];

  return (
    <section>
      <ListPageHeader title={title} />
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body>
          {/* no days: the whole history; each day goes to the URL as soon as it is whole */}
          <DayRangeFilter values={{ from: view.values.from, to: view.values.to }} onChange={view.params.set} cols={{ xs: 6, md: 3 }} />
          <InvoiceSums sums={sums} />
        </Card.Body>
      </Card>
      <DataTable
        caption={t('caption')}
        view={view}
        filters={filters}
        columns={columns}
        wrapHeaders
        actions={{
          name: (i) => i.code,
          of: (i: InvoiceSummary) => [
            { label: t('actions.view'), onClick: () => setOpened(i.id) },
            { label: t('actions.print'), onClick: () => printInvoice(locale, shopId, i.id) },
            { label: t('actions.printReceipt'), onClick: () => printInvoice(locale, shopId, i.id, 'receipt') },
          ],
        }}
      />
      {opened && <InvoiceOffcanvas shopId={shopId} invoiceId={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
