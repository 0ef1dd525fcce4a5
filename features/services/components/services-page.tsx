'use client';

import { useTranslations } from 'next-intl';
import { Badge, Form } from 'react-bootstrap';
import { CataloguePage } from '@/components/list/catalogue-page';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { useSetServiceActive } from '@/entities/services/save-service';
import { useServiceGroupOptions } from '@/entities/services/service-group-options';
import { serviceKeys } from '@/entities/services/service-keys';
import type { Service } from '@/lib/contracts/services';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useActiveOptions } from '@/lib/use-active-options';
import { useHasPermission } from '@/lib/use-permission';
import { SERVICE_LIST_FILTERS, servicesQuery } from '../api/list-services';

// dialogs load with their form code when first opened, not with the page
const ServiceFormModal = lazyDialog(() => import('@/entities/services/service-form-modal').then((m) => m.ServiceFormModal));

/** In use or not: a switch for those who may change it (SERVICE_UPDATE), a badge for the others. */
function ActiveCell({ service: s, canUpdate }: { service: Service; canUpdate: boolean }) {
  const t = useTranslations('services');
  const tl = useTranslations('list');
  const toggle = useSetServiceActive();
  if (!canUpdate) return <Badge bg={s.isActive ? 'success' : 'secondary'}>{s.isActive ? tl('active') : tl('inactive')}</Badge>;
  const setActive = (isActive: boolean) => toggle.mutate({ service: s, isActive }, { onSuccess: () => notify('success', t(isActive ? 'activated' : 'deactivated', { name: s.name })) });
  return (
    <Form.Check
      type="switch"
      role="switch"
      id={`service-active-${s.id}`}
      checked={s.isActive}
      disabled={toggle.isPending}
      onChange={(e) => setActive(e.target.checked)}
      aria-label={t('toggleActive', { name: s.name })}
    />
  );
}

/**
 * Dịch vụ: every shop role sees the price list (name, group, price in đồng, unit, on or off);
 * SERVICE_CREATE adds and imports, SERVICE_UPDATE switches, edits and deletes.
 */
export function ServicesPage({ shopId }: { shopId: string }) {
  const t = useTranslations('services');
  const tg = useTranslations('common.serviceGroups');
  const canCreate = useHasPermission('SERVICE_CREATE');
  const canUpdate = useHasPermission('SERVICE_UPDATE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const groups = useServiceGroupOptions();
  const status = useActiveOptions();

  return (
    <CataloguePage
      title={t('title')}
      catalogue="services"
      filterKeys={SERVICE_LIST_FILTERS}
      query={(request) => servicesQuery(shopId, request)}
      invalidates={[serviceKeys.all]}
      may={{ create: canCreate, edit: canUpdate, remove: canUpdate, import: canCreate, export: canExport }}
      create={{ label: t('create') }}
      filters={[
        { kind: 'search', key: 'search', placeholder: t('searchPlaceholder') },
        { kind: 'select', key: 'group', label: t('fields.group'), allLabel: t('allGroups'), options: groups },
        { kind: 'select', key: 'active', ...status },
      ]}
      columns={[
        {
          label: t('fields.name'),
          sort: 'name',
          className: 'fw-semibold',
          cell: (s) => (
            <>
              {s.name}
              {s.description && <div className="small text-body-secondary fw-normal">{s.description}</div>}
            </>
          ),
        },
        { label: t('fields.group'), sort: 'group', cell: (s) => tg(String(s.group)) },
        { label: t('fields.price'), sort: 'price', className: 'text-end text-nowrap', cell: (s) => formatVnd(s.price) },
        { label: t('fields.unit'), cell: (s) => s.unit },
        { label: t('fields.isActive'), cell: (s) => <ActiveCell service={s} canUpdate={canUpdate} /> },
      ]}
      form={(service, close) => <ServiceFormModal service={service} onClose={close} />}
    />
  );
}
