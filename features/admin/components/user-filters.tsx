'use client';

import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { USER_STATUSES } from '@/lib/contracts/admin';
import { ROLE_IDS, roleName } from '@/lib/roles';
import { useAdminShops } from '../api/shops';

type Values = { search: string; role: string; shopId: string; status: string };

// the shop filter offers the first 100 shops by name (the API's largest page)
const SHOP_CHOICES = { page: 1, limit: 100, search: '', status: '', sort: 'name:asc' };

/** Search, role, shop and status of the accounts list. */
export function UserFilters({ values, set }: { values: Values; set: (patch: Partial<Values>) => void }) {
  const t = useTranslations('admin.users');
  const tc = useTranslations('common');
  const tl = useTranslations('list');
  const shops = useAdminShops(SHOP_CHOICES);
  return (
    <Row className="g-2 mb-3">
      <Col xs={12} xxl={4}>
        <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('searchPlaceholder')} />
      </Col>
      <Col sm={4} xxl={3}>
        <FilterSelect
          label={t('role')}
          allLabel={t('allRoles')}
          value={values.role}
          options={ROLE_IDS.map((r) => ({ value: r, label: tc(`roles.${roleName(r)!}`) }))}
          onChange={(role) => set({ role })}
        />
      </Col>
      <Col sm={4} xxl={3}>
        <FilterSelect
          label={t('shop')}
          allLabel={t('allShops')}
          value={values.shopId}
          options={(shops.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(shopId) => set({ shopId })}
        />
      </Col>
      <Col sm={4} xxl={2}>
        <FilterSelect
          label={t('status')}
          allLabel={tl('allStatuses')}
          value={values.status}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          onChange={(status) => set({ status })}
        />
      </Col>
    </Row>
  );
}
