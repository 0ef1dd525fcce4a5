'use client';

import { useTranslations } from 'next-intl';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { PageHeader } from '@/components/ui/page-header';
import type { Service } from '@/lib/contracts/services';
import { listRequest } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import { useHasPermission } from '@/lib/use-permission';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useDeleteService } from '../api/delete-service';
import { useServices } from '../api/list-services';
import { SERVICE_LIST_FILTERS } from '../api/list-services';
import { ServiceFilters } from './service-filters';
import { ServicesTable } from './services-table';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const ServiceFormModal = lazyDialog(() => import('@/entities/services/service-form-modal').then((m) => m.ServiceFormModal));

/** Dịch vụ: every shop role sees the price list; SERVICE_CREATE adds, SERVICE_UPDATE edits, switches and deletes. */
export function ServicesPage({ shopId }: { shopId: string }) {
  const t = useTranslations('services');
  const canCreate = useHasPermission('SERVICE_CREATE');
  const canUpdate = useHasPermission('SERVICE_UPDATE');
  const { values, page, limit, sort, set } = useListParams(SERVICE_LIST_FILTERS);
  const filters = { search: values.search, group: values.group, active: values.active, sort };
  const query = useServices(shopId, listRequest({ values, page, limit, sort }));
  const { dialog, create, edit, remove, close } = useRecordDialog<Service>();
  const deletion = useDeleteService();

  return (
    <section>
      <PageHeader title={t('title')}>
        <SheetActions catalogue="services" filters={filters} canImport={canCreate} fieldsNamespace="services.fields" />
        {canCreate && (
          <OpenerButton onClick={create}>
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            {t('create')}
          </OpenerButton>
        )}
      </PageHeader>
      <ServicesTable list={{ query, sort, set }} filters={<ServiceFilters values={values} set={set} />} canUpdate={canUpdate} onEdit={edit} onDelete={remove} />
      {dialog?.kind === 'create' && <ServiceFormModal onClose={close} />}
      {dialog?.kind === 'edit' && <ServiceFormModal service={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.record} mutation={deletion} onClose={close} />}
    </section>
  );
}
