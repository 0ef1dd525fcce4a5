'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { DataTable, SortColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import type { AdminUser } from '@/lib/contracts/admin';
import { listRequest } from '@/lib/list-filters';
import { roleName } from '@/lib/roles';
import { useListParams } from '@/lib/use-list-params';
import { USER_LIST_FILTERS, useAdminUsers } from '../api/users';
import { UserFilters } from './user-filters';

/** Tài khoản: every account of the system with its role, shop and chain; search and filters in the URL. */
export function UsersPage() {
  const t = useTranslations('admin.users');
  const tc = useTranslations('common');
  const format = useFormatter();
  const params = useListParams(USER_LIST_FILTERS);
  const { values, sort, set } = params;
  const query = useAdminUsers(listRequest(params));
  const list = { query, sort, set };

  const head = (
    <>
      <SortColumn list={list} column="name" label={t('name')} />
      <SortColumn list={list} column="email" label={t('email')} />
      <th scope="col">{t('phone')}</th>
      <SortColumn list={list} column="role" label={t('role')} />
      <th scope="col">{t('shop')}</th>
      <th scope="col">{t('status')}</th>
      <SortColumn list={list} column="createdAt" label={t('createdAt')} />
    </>
  );
  const row = (u: AdminUser) => (
    <tr key={u.id} className={u.isActive ? undefined : 'row-inactive'}>
      <td className="fw-semibold">{u.name}</td>
      <td>{u.email}</td>
      <td className="text-nowrap">{u.phoneNumber ?? '-'}</td>
      <td>{tc(`roles.${roleName(u.role)!}`)}</td>
      <td style={{ minWidth: '10rem' }}>
        {u.shop?.name ?? '-'}
        {u.chain && (
          <div className="small text-body-secondary">
            {u.chain.name}
            {u.isChainMember && (
              <>
                {' · '}
                {t('chainMember')}
              </>
            )}
          </div>
        )}
      </td>
      <td>
        <Badge bg={u.isActive ? 'success' : 'secondary'}>{u.isActive ? t('statuses.active') : t('statuses.inactive')}</Badge>
      </td>
      <td className="text-nowrap">{format.dateTime(new Date(u.createdAt), { dateStyle: 'medium' })}</td>
    </tr>
  );

  return (
    <section>
      <PageHeader title={t('title')} />
      <DataTable list={list} filters={<UserFilters values={values} set={set} />} head={head} columns={7} row={row} />
    </section>
  );
}
