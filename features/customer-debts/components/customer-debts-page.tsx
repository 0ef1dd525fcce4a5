'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DebtTotalCard } from '@/components/debts/debt-total-card';
import { type Column, DataTable } from '@/components/list/data-table';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { ExportButton } from '@/components/spreadsheets/export-button';
import { AGE_BUCKETS, DebtAgesList } from '@/entities/customer-debts/debt-ages';
import type { CustomerDebtPage, CustomerDebtSummary } from '@/lib/contracts/customer-debts';
import { formatDate, formatVnd } from '@/lib/format';
import { useHasPermission } from '@/lib/use-permission';
import { CUSTOMER_DEBT_LIST_FILTERS, customerDebtsQuery } from '../api/list-customer-debts';
import { CustomerDebtOffcanvas } from './customer-debt-offcanvas';

/**
 * Công nợ khách hàng (DEBT_PROCESS_CUSTOMER_PAYMENT): who owes the shop, most owed first, with what
 * the filtered customers owe in all and by age on top; by default only those who owe. A row opens
 * the customer's debt panel: the owing invoices, the collections, and "Thu nợ".
 */
export function CustomerDebtsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('customer-debts');
  const timeZone = useTimeZone();
  const view = useListView(CUSTOMER_DEBT_LIST_FILTERS, (request) => customerDebtsQuery(shopId, request));
  const { values, list, params } = view;
  const mayExport = useHasPermission('CATALOGUE_EXPORT');
  const [opened, setOpened] = useState<CustomerDebtSummary['customer'] | null>(null);
  // the debts page keeps the total owed and its age over every page beside the generic page fields
  const page = list.query.data as CustomerDebtPage | undefined;
  const owingOnly = values.owing !== 'false';

  const ageColumns: Array<Column<CustomerDebtSummary>> = AGE_BUCKETS.map((age) => ({
    label: t(`ages.${age}`),
    className: 'text-end text-nowrap',
    cell: (r) => (r.ages[age] > 0 ? formatVnd(r.ages[age]) : '-'),
    cellClassName: (r) => (age === 'over90' && r.ages[age] > 0 ? 'text-danger' : undefined),
  }));

  return (
    <section>
      <ListPageHeader title={t('title')}>{mayExport && <ExportButton path="/customer-debts/export" params={{ ...values, sort: list.sort }} />}</ListPageHeader>
      {/* on is the API's default: the URL says only when it is off */}
      <DebtTotalCard namespace="customer-debts" page={page} owingOnly={owingOnly} onOwingOnly={(on) => params.set({ owing: on ? null : 'false' })}>
        {page && <DebtAgesList ages={page.ages} />}
      </DebtTotalCard>
      <DataTable
        view={view}
        wrapHeaders
        filters={[{ kind: 'search', key: 'search', placeholder: t('searchPlaceholder') }]}
        columns={[
          {
            label: t('fields.customer'),
            sort: 'name',
            cell: (r) => (
              <button type="button" className="btn btn-link p-0 fw-semibold text-start" onClick={() => setOpened(r.customer)}>
                {r.customer.name}
              </button>
            ),
          },
          { label: t('fields.phone'), className: 'text-nowrap', cell: (r) => r.customer.phone ?? '-' },
          { label: t('fields.debt'), sort: 'debt', className: 'text-end text-nowrap', cell: (r) => formatVnd(r.debt), cellClassName: (r) => (r.debt > 0 ? 'fw-semibold text-danger' : undefined) },
          { label: t('fields.openInvoices'), className: 'text-end', cell: (r) => r.openInvoices },
          { label: t('fields.oldest'), sort: 'oldest', className: 'text-nowrap', cell: (r) => (r.oldestUnpaidAt ? formatDate(r.oldestUnpaidAt, timeZone) : '-') },
          ...ageColumns,
        ]}
        actions={{ name: (r) => r.customer.name, of: (r) => [{ label: t('openPanel'), onClick: () => setOpened(r.customer) }] }}
      />
      {opened && <CustomerDebtOffcanvas shopId={shopId} customer={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
