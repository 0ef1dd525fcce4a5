'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/list/data-table';
import { ListPageHeader } from '@/components/list/list-page-header';
import { RecordDialogs } from '@/components/list/record-dialogs';
import { useListView } from '@/components/list/use-list-view';
import { useRecordActions } from '@/components/list/use-record-actions';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { promotionKeys } from '@/entities/promotions/promotion-keys';
import { useDeleteRecord } from '@/lib/api/delete-record';
import type { Promotion } from '@/lib/contracts/promotions';
import { PROMOTION_LIST_FILTERS, promotionsQuery } from '../api/list-promotions';
import { PromotionActiveSwitch } from './promotion-active-switch';
import { METHOD_KEYS, PromotionBenefit, PromotionPeriod, PromotionStatusBadge, usePromotionOptions } from './promotion-labels';

// the form loads with its code when first opened, not with the page
const PromotionFormModal = lazyDialog(() => import('./promotion-form-modal').then((m) => m.PromotionFormModal));

/**
 * Khuyến mãi (STORE_PROMOTIONS, issue 18 §5): the shop's promotions by status on the shop's day and
 * by method, found by code or name; each row says what it gives, its days, how often invoices used
 * it, and switches it on or off. A promotion an invoice used is not deleted: the server says to
 * switch it off instead.
 */
export function PromotionsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('promotions');
  const options = usePromotionOptions();
  const view = useListView(PROMOTION_LIST_FILTERS, (request) => promotionsQuery(shopId, request));
  const { dialog, create, edit, remove, close } = useRecordDialog<Promotion>();
  const actions = useRecordActions<Promotion>({ edit, remove });
  const deletion = useDeleteRecord('/promotions', [promotionKeys.all]);

  return (
    <section>
      <ListPageHeader title={t('title')} create={{ label: t('create'), onClick: create }} />
      <DataTable
        view={view}
        caption={t('caption')}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('searchPlaceholder') },
          { kind: 'select', key: 'status', label: t('fields.status'), allLabel: t('allStatuses'), options: options.statuses },
          { kind: 'select', key: 'method', label: t('fields.method'), allLabel: t('allMethods'), options: options.methods },
        ]}
        columns={[
          { label: t('fields.code'), sort: 'code', className: 'fw-semibold text-nowrap', cell: (p) => p.code },
          {
            label: t('fields.name'),
            sort: 'name',
            cell: (p) => (
              <>
                {p.name}
                <div className="small text-body-secondary">
                  <PromotionBenefit promotion={p} />
                </div>
              </>
            ),
          },
          { label: t('fields.method'), cell: (p) => t(`methods.${METHOD_KEYS[p.method]}`) },
          { label: t('fields.period'), sort: 'startsOn', cell: (p) => <PromotionPeriod promotion={p} /> },
          { label: t('fields.status'), cell: (p) => <PromotionStatusBadge promotion={p} /> },
          { label: t('fields.usageCount'), sort: 'usageCount', className: 'text-end', cell: (p) => p.usageCount },
          { label: t('fields.isActive'), cell: (p) => <PromotionActiveSwitch promotion={p} /> },
        ]}
        actions={actions}
        inactive={(p) => !p.isActive}
      />
      <RecordDialogs dialog={dialog} close={close} deletion={deletion} form={(promotion) => <PromotionFormModal shopId={shopId} promotion={promotion} onClose={close} />} />
    </section>
  );
}
