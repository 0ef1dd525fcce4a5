'use client';

import { useTranslations } from 'next-intl';
import { Badge, Form } from 'react-bootstrap';
import { DataTable } from '@/components/list/data-table';
import { FilterBar } from '@/components/list/filter-bar';
import { ListPageHeader } from '@/components/list/list-page-header';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { RecordDialogs } from '@/components/list/record-dialogs';
import { useListView } from '@/components/list/use-list-view';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { useRecordActions } from '@/components/list/use-record-actions';
import { useSetServiceActive } from '@/entities/services/save-service';
import { useServiceGroupOptions } from '@/entities/services/service-group-options';
import { serviceKeys } from '@/entities/services/service-keys';
import { useDeleteRecord } from '@/lib/api/delete-record';
import type { Service } from '@/lib/contracts/services';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useHasPermission } from '@/lib/use-permission';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { SERVICE_LIST_FILTERS, servicesQuery } from '../api/list-services';

// dialogs load with their form code when first opened, not with the page
const ServiceFormModal = lazyDialog(() => import('@/entities/services/service-form-modal').then((m) => m.ServiceFormModal));

/**
 * Dịch vụ: every shop role sees the price list (name, group, price in đồng, unit, on or off);
 * SERVICE_CREATE adds and imports, SERVICE_UPDATE switches, edits and deletes.
 */
export function ServicesPage({ shopId }: { shopId: string }) {
  const t = useTranslations('services');
  const tg = useTranslations('common.serviceGroups');
  const tl = useTranslations('list');
  const canCreate = useHasPermission('SERVICE_CREATE');
  const canUpdate = useHasPermission('SERVICE_UPDATE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const { values, list, params } = useListView(SERVICE_LIST_FILTERS, (request) => servicesQuery(shopId, request));
  const { dialog, create, edit, remove, close } = useRecordDialog<Service>();
  const actions = useRecordActions<Service>({ edit: canUpdate && edit, remove: canUpdate && remove });
  const deletion = useDeleteRecord('/services', [serviceKeys.all]);
  const groups = useServiceGroupOptions();
  const toggle = useSetServiceActive();
  const setActive = (service: Service, isActive: boolean) =>
    toggle.mutate({ service, isActive }, { onSuccess: () => notify('success', t(isActive ? 'activated' : 'deactivated', { name: service.name })) });
  const activeCell = (s: Service) =>
    canUpdate ? (
      <Form.Check
        type="switch"
        role="switch"
        id={`service-active-${s.id}`}
        checked={s.isActive}
        disabled={toggle.isPending && toggle.variables?.service.id === s.id}
        onChange={(e) => setActive(s, e.target.checked)}
        aria-label={t('toggleActive', { name: s.name })}
      />
    ) : (
      <Badge bg={s.isActive ? 'success' : 'secondary'}>{s.isActive ? tl('active') : tl('inactive')}</Badge>
    );

  return (
    <section>
      <ListPageHeader title={t('title')} create={canCreate && { label: t('create'), onClick: create }}>
        <SheetActions catalogue="services" filters={{ ...values, sort: list.sort }} canExport={canExport} canImport={canCreate} fieldsNamespace="services.fields" />
      </ListPageHeader>
      <DataTable
        list={list}
        filters={
          <FilterBar
            params={params}
            filters={[
              { kind: 'search', key: 'search', placeholder: t('searchPlaceholder') },
              { kind: 'select', key: 'group', label: t('fields.group'), allLabel: t('allGroups'), options: groups },
              {
                kind: 'select',
                key: 'active',
                label: tl('status'),
                allLabel: tl('allStatuses'),
                options: [
                  { value: 'true', label: tl('active') },
                  { value: 'false', label: tl('inactive') },
                ],
              },
            ]}
          />
        }
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
          { label: t('fields.isActive'), cell: activeCell },
        ]}
        actions={actions}
        inactive={(s) => !s.isActive}
      />
      <RecordDialogs dialog={dialog} close={close} deletion={deletion} form={(service) => <ServiceFormModal service={service} onClose={close} />} />
    </section>
  );
}
