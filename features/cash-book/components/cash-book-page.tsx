'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { DayRangeFilter } from '@/components/list/day-range-filter';
import { DataTable } from '@/components/list/data-table';
import type { FilterSpec } from '@/components/list/filter-bar';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import { PAYER_TYPES, PAYMENT_METHODS, VOUCHER_CATEGORIES, VOUCHER_TYPES, type VoucherType } from '@/lib/enums/cash';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import { shopPath } from '@/lib/paths';
import { periodOf } from '../api/cash-book-period';
import { useCashSummary } from '../api/cash-summary';
import { CASH_BOOK_FILTERS, cashVouchersQuery } from '../api/list-cash-vouchers';
import { useStaffOptions } from '../api/payer-options';
import { CashSummaryTable } from './cash-summary-table';
import { ExportCashBookButton } from './export-cash-book-button';
import { useVoucherColumns } from './voucher-columns';

// dialogs load with their form code when first opened, not with the page
const VoucherFormModal = lazyDialog(() => import('./voucher-form-modal').then((m) => m.VoucherFormModal));
const VoidVoucherDialog = lazyDialog(() => import('./void-voucher-dialog').then((m) => m.VoidVoucherDialog));

type Key = (typeof CASH_BOOK_FILTERS)[number];
type Dialog = { kind: 'create'; type: VoucherType } | { kind: 'void'; voucher: CashVoucher } | null;

/**
 * Sổ quỹ / Phiếu thu chi (FINANCIAL_RECEIPT_PAYMENTS): every voucher of a period (this month by
 * default, in the shop's days) with its filters in the URL, the period's balances of the cash
 * drawer and the bank, hand-written receipts and payments, printing, voiding and the Excel export.
 */
export function CashBookPage({ shopId }: { shopId: string }) {
  const t = useTranslations('cash-book');
  const tc = useTranslations('common');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const view = useListView(CASH_BOOK_FILTERS, (request) => cashVouchersQuery(shopId, { ...request, ...periodOf(request, timeZone) }));
  const { values, list, params } = view;
  const period = periodOf(values, timeZone);
  const summary = useCashSummary(shopId, period);
  const staff = useStaffOptions(shopId);
  const columns = useVoucherColumns(shopId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const select = (key: Key, label: string, allLabel: string, options: { value: string; label: string }[]): FilterSpec<Key> => ({
    kind: 'select',
    key,
    label,
    allLabel,
    options,
    cols: { xs: 6, md: 4, xl: 2 },
  });
  const labelled = (keys: readonly string[], label: (key: string) => string) => keys.map((value) => ({ value, label: label(value) }));
  const filters: FilterSpec<Key>[] = [
    { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { xs: 12, md: 8, xl: 4 } },
    select('type', t('filters.type'), t('filters.allTypes'), labelled(VOUCHER_TYPES, (k) => tc(`voucherTypes.${k}`))),
    select('category', t('filters.category'), t('filters.allCategories'), labelled(VOUCHER_CATEGORIES, (k) => tc(`voucherCategories.${k}`))),
    select('method', t('filters.method'), t('filters.allMethods'), labelled(PAYMENT_METHODS, (k) => tc(`paymentMethods.${k}`))),
    select('payerType', t('filters.payerType'), t('filters.allPayerTypes'), labelled(PAYER_TYPES, (k) => t(`payerTypes.${k}`))),
    { ...select('createdBy', t('filters.staff'), t('filters.allStaff'), staff.data ?? []), cols: { xs: 12, md: 4, xl: 4 } },
  ];
  // a print view in its own tab, in the report layout (no menu), ready for the printer
  const print = (v: CashVoucher) => window.open(`/${locale}${shopPath(shopId, `/print/cash-vouchers/${v.id}`)}`, '_blank', 'noopener');

  return (
    <section>
      <ListPageHeader title={t('title')} create={{ label: t('createPayment'), icon: 'box-arrow-up-right', onClick: () => setDialog({ kind: 'create', type: 'PAYMENT' }) }}>
        <ExportCashBookButton params={{ ...values, ...period, sort: list.sort }} />
        <OpenerButton variant="success" onClick={() => setDialog({ kind: 'create', type: 'RECEIPT' })}>
          <i className="bi bi-box-arrow-in-down-left me-2" aria-hidden="true" />
          {t('createReceipt')}
        </OpenerButton>
      </ListPageHeader>
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body>
          <DayRangeFilter values={period} onChange={params.set} together cols={{ xs: 6, md: 3 }} />
          <CashSummaryTable summary={summary.data} period={period} />
        </Card.Body>
      </Card>
      <DataTable
        caption={t('vouchersCaption')}
        view={view}
        filters={filters}
        columns={columns}
        wrapHeaders
        actions={{
          name: (v) => v.code,
          of: (v) => [
            { label: t('actions.print'), onClick: () => print(v) },
            ...(v.canVoid ? [{ label: t('actions.void'), onClick: () => setDialog({ kind: 'void', voucher: v }), danger: true }] : []),
          ],
        }}
      />
      {dialog?.kind === 'create' && <VoucherFormModal shopId={shopId} type={dialog.type} onClose={close} />}
      {dialog?.kind === 'void' && <VoidVoucherDialog shopId={shopId} voucher={dialog.voucher} onClose={close} />}
    </section>
  );
}
