'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge, Col, Row } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, SortColumn } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { type AdminShop, SHOP_STATUSES } from '@/lib/contracts/admin';
import { useRouter } from '@/lib/i18n/navigation';
import { notify } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useAdminShops, useRegisterShop, useSetShopLock } from '../api/shops';

// dialogs load with their form code when first opened, not with the page
const ExtendSubscriptionModal = lazyDialog(() => import('./extend-subscription-modal').then((m) => m.ExtendSubscriptionModal));
const RegisterShopModal = lazyDialog(() => import('./register-shop-modal').then((m) => m.RegisterShopModal));

const FILTERS = ['search', 'status'] as const;
const STATUS_VARIANT = { active: 'success', expiring: 'warning', expired: 'danger', locked: 'dark' } as const;

type Dialog = { kind: 'register' } | { kind: 'extend' | 'lock'; shop: AdminShop } | null;

/** Every shop with its chain, admin and plan; register, extend, lock and unlock. */
export function ShopsPage() {
  const t = useTranslations('admin');
  const tl = useTranslations('list');
  const format = useFormatter();
  const router = useRouter();
  const { values, page, limit, sort, set } = useListParams(FILTERS);
  const query = useAdminShops({ page, limit, search: values.search, status: values.status, sort });
  const list = { query, sort, set };
  const [dialog, setDialog] = useState<Dialog>(null);
  const register = useRegisterShop();
  const lock = useSetShopLock();

  const toggleLock = (shop: AdminShop) =>
    lock.mutate({ shopId: shop.id, isLocked: !shop.isLocked }, { onSuccess: () => (notify('success', shop.isLocked ? t('shops.unlocked') : t('shops.locked')), setDialog(null)) });

  const filters = (
    <Row className="g-2 mb-3">
      <Col md={8}>
        <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('shops.searchPlaceholder')} />
      </Col>
      <Col md={4}>
        <FilterSelect
          label={t('shops.status')}
          allLabel={tl('all')}
          value={values.status}
          options={SHOP_STATUSES.map((s) => ({ value: s, label: t(`shops.statuses.${s}`) }))}
          onChange={(status) => set({ status })}
        />
      </Col>
    </Row>
  );
  // nine columns: the headers may wrap (the shared table keeps them on one line), so that the
  // row menu stays in view at 1366 px
  const head = (
    <>
      <SortColumn list={list} column="name" label={t('shops.name')} className="text-wrap" />
      <SortColumn list={list} column="alias" label={t('shops.alias')} className="text-wrap" />
      <th scope="col">{t('shops.chain')}</th>
      <th scope="col" className="text-wrap">
        {t('shops.phone')}
      </th>
      <th scope="col" className="text-wrap">
        {t('shops.admin')}
      </th>
      <th scope="col">{t('shops.plan')}</th>
      <SortColumn list={list} column="endsAt" label={t('shops.expiry')} className="text-wrap" />
      <th scope="col" className="text-wrap">
        {t('shops.status')}
      </th>
      <th scope="col" className="text-end text-wrap">
        {tl('actions')}
      </th>
    </>
  );
  const row = (s: AdminShop) => (
    <tr key={s.id}>
      <td className="fw-semibold">{s.name}</td>
      <td>{s.alias}</td>
      <td>{s.chain?.name ?? '-'}</td>
      <td>{s.phone ?? '-'}</td>
      <td>
        {s.admin ? `${s.admin.name} (${s.admin.email})` : '-'}
        {s.admin?.viaChain && <div className="small text-body-secondary">{t('shops.viaChain')}</div>}
      </td>
      <td>{s.timeframe ? t(`registration.timeframes.${s.timeframe}`) : '-'}</td>
      <td>{s.endsAt ? format.dateTime(new Date(s.endsAt), { dateStyle: 'medium' }) : t('shops.noExpiry')}</td>
      <td>
        <Badge bg={STATUS_VARIANT[s.status]}>{t(`shops.statuses.${s.status}`)}</Badge>
      </td>
      <td className="text-end">
        <RowActions
          name={s.name}
          actions={[
            { label: t('shops.extend'), onClick: () => setDialog({ kind: 'extend', shop: s }) },
            { label: s.isLocked ? t('shops.unlock') : t('shops.lock'), onClick: () => setDialog({ kind: 'lock', shop: s }) },
            { label: t('shops.viewUsers'), onClick: () => router.push(`/admin/users?shopId=${s.id}`) },
          ]}
        />
      </td>
    </tr>
  );

  return (
    <section>
      <PageHeader title={t('shops.title')}>
        <OpenerButton onClick={() => setDialog({ kind: 'register' })}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('shops.register')}
        </OpenerButton>
      </PageHeader>
      <DataTable list={list} filters={filters} head={head} columns={9} row={row} />
      {dialog?.kind === 'register' && (
        <RegisterShopModal title={t('shops.register')} pending={register.isPending} onSubmit={register.mutateAsync} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'extend' && <ExtendSubscriptionModal shop={dialog.shop} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'lock' && (
        <ConfirmDialog
          show
          title={dialog.shop.isLocked ? t('shops.unlock') : t('shops.lock')}
          body={dialog.shop.isLocked ? t('shops.confirmUnlock', { shop: dialog.shop.name }) : t('shops.confirmLock', { shop: dialog.shop.name })}
          confirmLabel={dialog.shop.isLocked ? t('shops.unlock') : t('shops.lock')}
          variant={dialog.shop.isLocked ? 'primary' : 'danger'}
          busy={lock.isPending}
          onConfirm={() => toggleLock(dialog.shop)}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
