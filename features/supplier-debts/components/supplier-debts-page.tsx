'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { DebtTotalCard } from '@/components/debts/debt-total-card';
import { DataTable } from '@/components/list/data-table';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import type { supplierDebtPage, SupplierDebtSummary } from '@/lib/contracts/supplier-debts';
import { formatDate, formatVnd } from '@/lib/format';
import { SUPPLIER_DEBT_LIST_FILTERS, supplierDebtsQuery } from '../api/list-supplier-debts';
import { SupplierDebtOffcanvas } from './supplier-debt-offcanvas';

type DebtRow = SupplierDebtSummary & { id: string };
type SupplierDebtPage = z.infer<typeof supplierDebtPage>;

/**
 * Công nợ nhà cung cấp (DEBT_PROCESS_SUPPLIER_PAYMENT): what the shop owes each supplier, most owed
 * first, with the total on top; by default only the suppliers it owes. A row opens the supplier's
 * debt panel: the open imports, the payments, and "Thanh toán".
 */
export function SupplierDebtsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('supplier-debts');
  const timeZone = useTimeZone();
  const view = useListView(SUPPLIER_DEBT_LIST_FILTERS, (request) => supplierDebtsQuery(shopId, request));
  const { values, list, params } = view;
  const [opened, setOpened] = useState<DebtRow['supplier'] | null>(null);
  // the debts page keeps the total owed over every page beside the generic page fields
  const page = list.query.data as SupplierDebtPage | undefined;
  const owingOnly = values.owing !== 'false';

  return (
    <section>
      <ListPageHeader title={t('title')} />
      {/* on is the API's default: the URL says only when it is off */}
      <DebtTotalCard namespace="supplier-debts" page={page} owingOnly={owingOnly} onOwingOnly={(on) => params.set({ owing: on ? null : 'false' })} />
      <DataTable
        view={view}
        filters={[{ kind: 'search', key: 'search', placeholder: t('searchPlaceholder') }]}
        columns={[
          {
            label: t('fields.supplier'),
            sort: 'name',
            cell: (r) => (
              <>
                <button type="button" className="btn btn-link p-0 fw-semibold text-start" onClick={() => setOpened(r.supplier)}>
                  {r.supplier.name}
                </button>
                <div className="small text-body-secondary">{r.supplier.alias}</div>
              </>
            ),
          },
          { label: t('fields.phone'), className: 'text-nowrap', cell: (r) => r.supplier.phone },
          { label: t('fields.debt'), sort: 'debt', className: 'text-end text-nowrap', cell: (r) => formatVnd(r.debt), cellClassName: (r) => (r.debt > 0 ? 'fw-semibold text-danger' : undefined) },
          { label: t('fields.openImports'), className: 'text-end', cell: (r) => r.openImports },
          { label: t('fields.oldest'), sort: 'oldest', className: 'text-nowrap', cell: (r) => (r.oldestUnpaidAt ? formatDate(r.oldestUnpaidAt, timeZone) : '-') },
        ]}
        actions={{ name: (r) => r.supplier.name, of: (r) => [{ label: t('openPanel'), onClick: () => setOpened(r.supplier) }] }}
      />
      {opened && <SupplierDebtOffcanvas shopId={shopId} supplier={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
