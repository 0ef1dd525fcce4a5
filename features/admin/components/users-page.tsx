'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { ListPageHeader } from '@/components/list/list-page-header';
import { useListView } from '@/components/list/use-list-view';
import { type AdminUser, USER_STATUSES } from '@/lib/contracts/admin';
import { formatDate } from '@/lib/format';
import { ROLE_IDS, roleName } from '@/lib/roles';
import { useAdminShops } from '../api/shops';
import { adminUsersQuery, USER_LIST_FILTERS } from '../api/users';

// the shop filter offers the first 100 shops by name (the API's largest page)
const SHOP_CHOICES = { page: 1, limit: 100, sort: 'name:asc' };

/** The shop and chain of an account, and whether it may switch between the chain's branches. */
function ShopCell({ user: u }: { user: AdminUser }) {
  const t = useTranslations('admin.users');
  return (
    <>
      {u.shop?.name ?? '-'}
      {u.chain && (
        <div className="small text-body-secondary">
          {u.chain.name}
          {u.isChainMember && ` · ${t('chainMember')}`}
        </div>
      )}
    </>
  );
}

/** Tài khoản: every account of the system with its role, shop and chain; search and filters in the URL. */
export function UsersPage() {
  const t = useTranslations('admin.users');
  const tc = useTranslations('common');
  const tl = useTranslations('list');
  const timeZone = useTimeZone();
  const view = useListView(USER_LIST_FILTERS, adminUsersQuery);
  const shops = useAdminShops(SHOP_CHOICES);
  const roleLabel = (role: number) => tc(`roles.${roleName(role)!}`);

  return (
    <section>
      <ListPageHeader title={t('title')} />
      <DataTable
        view={view}
        filters={[
          { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { xs: 12, xxl: 4 } },
          { kind: 'select', key: 'role', label: t('role'), allLabel: t('allRoles'), options: ROLE_IDS.map((r) => ({ value: r, label: roleLabel(r) })), cols: { sm: 4, xxl: 3 } },
          { kind: 'select', key: 'shopId', label: t('shop'), allLabel: t('allShops'), options: (shops.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })), cols: { sm: 4, xxl: 3 } },
          { kind: 'select', key: 'status', label: t('status'), allLabel: tl('allStatuses'), options: USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })), cols: { sm: 4, xxl: 2 } },
        ]}
        columns={[
          { label: t('name'), sort: 'name', className: 'fw-semibold', cell: (u) => u.name },
          { label: t('email'), sort: 'email', cell: (u) => u.email },
          { label: t('phone'), className: 'text-nowrap', cell: (u) => u.phoneNumber ?? '-' },
          { label: t('role'), sort: 'role', cell: (u) => roleLabel(u.role) },
          { label: t('shop'), className: 'admin-shop-cell', cell: (u) => <ShopCell user={u} /> },
          { label: t('status'), cell: (u) => <Badge bg={u.isActive ? 'success' : 'secondary'}>{u.isActive ? t('statuses.active') : t('statuses.inactive')}</Badge> },
          { label: t('createdAt'), sort: 'createdAt', className: 'text-nowrap', cell: (u) => formatDate(u.createdAt, timeZone) },
        ]}
        inactive={(u) => !u.isActive}
      />
    </section>
  );
}
