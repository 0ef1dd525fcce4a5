'use client';

import { useTranslations } from 'next-intl';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { useListView } from '@/components/list/use-list-view';
import { EXPIRY_FILTERS, type ExpiringBatch } from '@/lib/contracts/stock';
import { formatDay, formatVnd } from '@/lib/format';
import { DEFAULT_WINDOW, EXPIRING_FILTERS, expiringBatchesQuery } from '../api/list-expiring-batches';
import { ProductCardLink } from './product-card-link';
import type { useInventoryView } from './use-inventory-view';

// the windows in the order people read them: soonest first, what is already past its date last
const WINDOWS = [...EXPIRY_FILTERS.filter((w) => w !== 'expired'), 'expired'] as const;

/** Days left as words: "Còn 20 ngày", "Hết hạn hôm nay", "Quá hạn 10 ngày". */
function DaysLeft({ days }: { days: number }) {
  const t = useTranslations('inventory.expiring');
  if (days > 0) return t('left', { days });
  return days === 0 ? t('today') : t('expiredAgo', { days: -days });
}

/**
 * Sắp hết hạn: the lots still in stock that expire within 30, 60 or 90 days, or have expired
 * (shown in red), soonest first, with their quantity and value at average cost.
 */
export function ExpiringBatchesTab({ shopId, card }: { shopId: string; card: ReturnType<typeof useInventoryView>['card'] }) {
  const t = useTranslations('inventory');
  const view = useListView(EXPIRING_FILTERS, (request) => expiringBatchesQuery(shopId, { ...request, within: request.within || DEFAULT_WINDOW }));
  const within = view.values.within || DEFAULT_WINDOW;
  const expired = (b: ExpiringBatch) => (b.daysLeft < 0 ? 'text-danger fw-semibold' : undefined);

  return (
    <>
      <ToggleButtonGroup type="radio" name="within" value={within} onChange={(value: string) => view.params.set({ within: value === DEFAULT_WINDOW ? null : value })} className="mb-3 flex-wrap" aria-label={t('expiring.window')}>
        {WINDOWS.map((w) => (
          <ToggleButton key={w} id={`within-${w}`} value={w} variant={w === 'expired' ? 'outline-danger' : 'outline-primary'}>
            {t(`expiring.windows.${w}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <DataTable
        view={view}
        filters={[{ kind: 'search', key: 'search', placeholder: t('expiring.searchPlaceholder'), cols: { md: 8 } }]}
        columns={[
          { label: t('fields.code'), className: 'text-nowrap font-monospace small', cell: (b) => b.product.code },
          {
            label: t('fields.name'),
            sort: 'name',
            cell: (b) => (
              <ProductCardLink card={card(b.product.id)} label={t('overview.openCard', { name: b.product.name })}>
                {b.product.name}
              </ProductCardLink>
            ),
          },
          { label: t('expiring.batchNo'), className: 'text-nowrap', cell: (b) => b.batchNo ?? <span className="text-body-secondary">{t('expiring.noBatch')}</span> },
          { label: t('expiring.expiresOn'), sort: 'expiresOn', className: 'text-nowrap', cellClassName: expired, cell: (b) => formatDay(b.expiresOn) },
          { label: t('expiring.daysLeft'), className: 'text-nowrap', cellClassName: expired, cell: (b) => <DaysLeft days={b.daysLeft} /> },
          { label: t('expiring.quantity'), className: 'text-end text-nowrap', cell: (b) => `${b.quantity} ${b.product.unit}` },
          { label: t('expiring.value'), className: 'text-end text-nowrap', cell: (b) => formatVnd(b.value) },
        ]}
      />
    </>
  );
}
