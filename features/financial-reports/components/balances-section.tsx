'use client';

import { useTranslations } from 'next-intl';
import { FigureTable } from '@/components/reports/figure-table';
import type { Financial } from '@/lib/contracts/reports';

type Balance = Financial['customerDebt'];

/**
 * Công nợ or Tồn kho: balances at the start of the period (before its first day), at its end (after
 * its last) and the change — what customers owe the shop and the shop its suppliers, or what the
 * stock is worth at cost.
 */
export function BalancesSection({ caption, balances }: { caption: string; balances: Array<{ key: 'customerDebt' | 'supplierDebt' | 'stockValue'; balance: Balance }> }) {
  const t = useTranslations('financial-reports');
  return (
    <FigureTable
      caption={caption}
      head={t('balances.item')}
      columns={[t('balances.start'), t('balances.end'), t('balances.change')]}
      rows={balances.map(({ key, balance }) => ({ key, label: t(`figures.${key}`), values: [balance.start, balance.end, balance.change] }))}
    />
  );
}
