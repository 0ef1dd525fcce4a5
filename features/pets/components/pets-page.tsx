'use client';

import { useTranslations } from 'next-intl';
import { CataloguePage } from '@/components/list/catalogue-page';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { customerKeys } from '@/entities/customers/customer-keys';
import { PetAge, PetStatusBadge, usePetLabels } from '@/entities/pets/pet-labels';
import { petKeys } from '@/entities/pets/pet-keys';
import { usePetOptions } from '@/entities/pets/pet-options';
import type { Pet } from '@/lib/contracts/pets';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { PET_LIST_FILTERS, petsQuery } from '../api/list-pets';

// dialogs load with their form code when first opened, not with the page
const PetFormModal = lazyDialog(() => import('@/entities/pets/pet-form-modal').then((m) => m.PetFormModal));

/**
 * Thú cưng: name, owner, species, breed, gender (Đực/Cái), age and status. Every shop role looks
 * up, adds and edits pets (PET_VIEW_DETAILS); deleting one is PET_DELETE and the Excel export
 * CATALOGUE_EXPORT.
 */
export function PetsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('pets');
  const router = useRouter();
  const labels = usePetLabels();
  const options = usePetOptions();
  const canDelete = useHasPermission('PET_DELETE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const detail = (p: Pet) => shopPath(shopId, `/pets/${p.id}`);

  return (
    <CataloguePage
      title={t('title')}
      catalogue="pets"
      filterKeys={PET_LIST_FILTERS}
      query={(request) => petsQuery(shopId, request)}
      // customers' lists count their pets
      invalidates={[petKeys.all, customerKeys.all]}
      may={{ create: true, edit: true, remove: canDelete, import: true, export: canExport }}
      create={{ label: t('create') }}
      filters={[
        { kind: 'search', key: 'search', placeholder: t('searchPlaceholder') },
        { kind: 'select', key: 'species', label: t('fields.species'), allLabel: t('allSpecies'), options: options.species },
        { kind: 'select', key: 'status', label: t('fields.status'), allLabel: t('allStatuses'), options: options.status },
      ]}
      columns={[
        {
          label: t('fields.name'),
          sort: 'name',
          cell: (p) => (
            <>
              <Link href={detail(p)} className="fw-semibold text-decoration-none">
                {p.name}
              </Link>
              {!p.isActive && <InactiveBadge />}
            </>
          ),
        },
        {
          label: t('fields.owner'),
          cell: (p) => (
            <>
              <Link href={shopPath(shopId, `/customers/${p.owner.id}`)} className="text-decoration-none">
                {p.owner.name}
              </Link>
              {p.owner.phone && <div className="small text-body-secondary">{p.owner.phone}</div>}
            </>
          ),
        },
        { label: t('fields.species'), sort: 'species', cell: (p) => labels.species(p.species) },
        { label: t('fields.breed'), cell: (p) => p.breed ?? '-' },
        { label: t('fields.gender'), cell: (p) => labels.gender(p.gender) },
        { label: t('fields.age'), sort: 'birthDate', className: 'text-nowrap', cell: (p) => <PetAge birthDate={p.birthDate} /> },
        { label: t('fields.status'), cell: (p) => <PetStatusBadge status={p.status} /> },
      ]}
      view={(p) => router.push(detail(p))}
      form={(pet, close) => <PetFormModal shopId={shopId} pet={pet} onClose={close} />}
    />
  );
}
