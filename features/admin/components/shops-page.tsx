'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { ConfirmSwitch } from '@/components/ui/confirm-dialog';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { type AdminShop, SHOP_STATUSES } from '@/lib/contracts/admin';
import { formatDate } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import { notify } from '@/lib/toast';
import { adminShopsQuery, SHOP_LIST_FILTERS, useRegisterShop, useSetShopLock } from '../api/shops';

// dialogs load with their form code when first opened, not with the page
const ExtendSubscriptionModal = lazyDialog(() => import('./extend-subscription-modal').then((m) => m.ExtendSubscriptionModal));
const RegisterShopModal = lazyDialog(() => import('./register-shop-modal').then((m) => m.RegisterShopModal));

const STATUS_VARIANT = { active: 'success', expiring: 'warning', expired: 'danger', locked: 'dark' } as const;

type Dialog = { kind: 'register' } | { kind: 'extend' | 'lock'; shop: AdminShop } | null;

/** A shop's admin, or the chain's shop admin who runs a branch without one of its own. */
function AdminCell({ shop: s }: { shop: AdminShop }) {
  const t = useTranslations('admin.shops');
  if (!s.admin) return <>-</>;
  return (
    <>
      {`${s.admin.name} (${s.admin.email})`}
      {s.admin.viaChain && <div className="small text-body-secondary">{t('viaChain')}</div>}
    </>
  );
}

/** Every shop with its chain, admin and plan; register, extend, lock and unlock. */
export function ShopsPage() {
  const t = useTranslations('admin');
  const tl = useTranslations('list');
  const timeZone = useTimeZone();
  const router = useRouter();
  const view = useListView(SHOP_LIST_FILTERS, adminShopsQuery);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const register = useRegisterShop();
  const lock = useSetShopLock();

  const toggleLock = (shop: AdminShop) =>
    lock.mutate({ shopId: shop.id, isLocked: !shop.isLocked }, { onSuccess: () => (notify('success', shop.isLocked ? t('shops.unlocked') : t('shops.locked')), close()) });

  return (
    <section>
      <ListPageHeader title={t('shops.title')} create={{ label: t('shops.register'), onClick: () => setDialog({ kind: 'register' }) }} />
      {/* nine columns: the headers may wrap, so that the row menu stays in view at 1366 px */}
      <DataTable
        view={view}
        wrapHeaders
        filters={[
          { kind: 'search', key: 'search', placeholder: t('shops.searchPlaceholder'), cols: { md: 8 } },
          { kind: 'select', key: 'status', label: t('shops.status'), allLabel: tl('all'), options: SHOP_STATUSES.map((s) => ({ value: s, label: t(`shops.statuses.${s}`) })), cols: { md: 4 } },
        ]}
        columns={[
          { label: t('shops.name'), sort: 'name', className: 'fw-semibold', cell: (s) => s.name },
          { label: t('shops.alias'), sort: 'alias', cell: (s) => s.alias },
          { label: t('shops.chain'), cell: (s) => s.chain?.name ?? '-' },
          { label: t('shops.phone'), cell: (s) => s.phone ?? '-' },
          { label: t('shops.admin'), cell: (s) => <AdminCell shop={s} /> },
          { label: t('shops.plan'), cell: (s) => (s.timeframe ? t(`registration.timeframes.${s.timeframe}`) : '-') },
          { label: t('shops.expiry'), sort: 'endsAt', cell: (s) => (s.endsAt ? formatDate(s.endsAt, timeZone) : t('shops.noExpiry')) },
          { label: t('shops.status'), cell: (s) => <Badge bg={STATUS_VARIANT[s.status]}>{t(`shops.statuses.${s.status}`)}</Badge> },
        ]}
        actions={{
          name: (s) => s.name,
          of: (s) => [
            { label: t('shops.extend'), onClick: () => setDialog({ kind: 'extend', shop: s }) },
            { label: s.isLocked ? t('shops.unlock') : t('shops.lock'), onClick: () => setDialog({ kind: 'lock', shop: s }) },
            { label: t('shops.viewUsers'), onClick: () => router.push(`/admin/users?shopId=${s.id}`) },
          ],
        }}
      />
      {dialog?.kind === 'register' && <RegisterShopModal title={t('shops.register')} pending={register.isPending} onSubmit={register.mutateAsync} onClose={close} />}
      {dialog?.kind === 'extend' && <ExtendSubscriptionModal shop={dialog.shop} onClose={close} />}
      {dialog?.kind === 'lock' && (
        <ConfirmSwitch
          action={dialog.shop.isLocked ? t('shops.unlock') : t('shops.lock')}
          removes={!dialog.shop.isLocked}
          body={t(dialog.shop.isLocked ? 'shops.confirmUnlock' : 'shops.confirmLock', { shop: dialog.shop.name })}
          busy={lock.isPending}
          onConfirm={() => toggleLock(dialog.shop)}
          onCancel={close}
        />
      )}
    </section>
  );
}
