'use client';

import { useTranslations } from 'next-intl';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SheetActions } from '@/components/spreadsheets/sheet-actions';
import { PageHeader } from '@/components/ui/page-header';
import type { Pet } from '@/lib/contracts/pets';
import { listRequest } from '@/lib/list-filters';
import { useListParams } from '@/lib/use-list-params';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useDeletePet } from '../api/delete-pet';
import { usePets } from '../api/list-pets';
import { PET_LIST_FILTERS } from '../api/list-pets';
import { PetFilters } from './pet-filters';
import { PetsTable } from './pets-table';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const PetFormModal = lazyDialog(() => import('@/entities/pets/pet-form-modal').then((m) => m.PetFormModal));

/** Thú cưng: every shop role may look up, add, edit and delete pets (PET_VIEW_DETAILS). */
export function PetsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('pets');
  const { values, page, limit, sort, set } = useListParams(PET_LIST_FILTERS);
  const filters = { search: values.search, species: values.species, status: values.status, sort };
  const query = usePets(shopId, listRequest({ values, page, limit, sort }));
  const { dialog, create, edit, remove, close } = useRecordDialog<Pet>();
  const deletion = useDeletePet();

  return (
    <section>
      <PageHeader title={t('title')}>
        <SheetActions catalogue="pets" filters={filters} canImport fieldsNamespace="pets.fields" />
        <OpenerButton onClick={create}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('create')}
        </OpenerButton>
      </PageHeader>
      <PetsTable shopId={shopId} list={{ query, sort, set }} filters={<PetFilters values={values} set={set} />} onEdit={edit} onDelete={remove} />
      {dialog?.kind === 'create' && <PetFormModal shopId={shopId} onClose={close} />}
      {dialog?.kind === 'edit' && <PetFormModal shopId={shopId} pet={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.record} mutation={deletion} onClose={close} />}
    </section>
  );
}
