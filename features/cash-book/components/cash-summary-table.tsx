'use client';

import { useTranslations } from 'next-intl';
import { Spinner, Table } from 'react-bootstrap';
import type { CashSummary } from '@/lib/contracts/cash-vouchers';
import { PaymentMethod } from '@/lib/enums/cash';
import { formatDay, formatVnd } from '@/lib/format';

type Balances = Pick<CashSummary, 'opening' | 'totalIn' | 'totalOut' | 'closing'>;

/** One fund's line: what it held before the period, what came in and went out, what it holds at its end. */
function BalanceCells({ b }: { b: Balances }) {
  return (
    <>
      <td className="text-end text-nowrap">{formatVnd(b.opening)}</td>
      <td className={`text-end text-nowrap ${b.totalIn > 0 ? 'text-success' : ''}`}>{b.totalIn > 0 ? `+${formatVnd(b.totalIn)}` : formatVnd(0)}</td>
      <td className={`text-end text-nowrap ${b.totalOut > 0 ? 'text-danger' : ''}`}>{b.totalOut > 0 ? `−${formatVnd(b.totalOut)}` : formatVnd(0)}</td>
      <td className="text-end text-nowrap fw-semibold">{formatVnd(b.closing)}</td>
    </>
  );
}

/**
 * The period's balances (GET /cash-vouchers/summary): cash is the drawer, transfers and cards the
 * bank, each apart and in all, so the cashier can count the drawer against its line.
 */
export function CashSummaryTable({ summary, period }: { summary: CashSummary | undefined; period: { from: string; to: string } }) {
  const t = useTranslations('cash-book');
  const tc = useTranslations('common');
  if (!summary) {
    return (
      <div className="text-center py-3">
        <Spinner size="sm" role="status" aria-label={tc('loading')} />
      </div>
    );
  }
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0">
        <caption className="caption-top fw-semibold text-body">{t('summary.caption', { from: formatDay(period.from), to: formatDay(period.to) })}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{t('summary.scope')}</th>
            <th scope="col" className="text-end">{t('summary.opening')}</th>
            <th scope="col" className="text-end">{t('summary.totalIn')}</th>
            <th scope="col" className="text-end">{t('summary.totalOut')}</th>
            <th scope="col" className="text-end">{t('summary.closing')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.methods.map((m) => (
            <tr key={m.method}>
              <th scope="row" className="fw-normal">
                {tc(`paymentMethods.${m.method}`)} <span className="small text-body-secondary">({t(m.method === PaymentMethod.CASH ? 'summary.drawer' : 'summary.bank')})</span>
              </th>
              <BalanceCells b={m} />
            </tr>
          ))}
        </tbody>
        <tfoot className="fw-semibold">
          <tr>
            <th scope="row">{t('summary.all')}</th>
            <BalanceCells b={summary} />
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
