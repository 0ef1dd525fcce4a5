'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type ListView, SortColumn } from '@/components/ui/data-table';
import { PetAge, PetStatusBadge, usePetLabels } from '@/entities/pets/pet-labels';
import { RowActions } from '@/components/ui/row-actions';
import type { Pet } from '@/lib/contracts/pets';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { InactiveBadge } from '@/components/ui/inactive-badge';

interface Props {
  shopId: string;
  list: ListView<Pet>;
  filters: ReactNode;
  onEdit: (pet: Pet) => void;
  onDelete: (pet: Pet) => void;
}

/** Thú cưng: name, owner, species, breed, gender (Đực/Cái), age and status. */
export function PetsTable({ shopId, list, filters, onEdit, onDelete }: Props) {
  const t = useTranslations('pets');
  const tl = useTranslations('list');
  const router = useRouter();
  const labels = usePetLabels();
  const detail = (p: Pet) => shopPath(shopId, `/pets/${p.id}`);
  const head = (
    <>
      <SortColumn list={list} column="name" label={t('fields.name')} />
      <th scope="col">{t('fields.owner')}</th>
      <SortColumn list={list} column="species" label={t('fields.species')} />
      <th scope="col">{t('fields.breed')}</th>
      <th scope="col">{t('fields.gender')}</th>
      <SortColumn list={list} column="birthDate" label={t('fields.age')} />
      <th scope="col">{t('fields.status')}</th>
      <th scope="col" className="text-end">
        {tl('actions')}
      </th>
    </>
  );
  const row = (p: Pet) => (
    <tr key={p.id} className={p.isActive ? undefined : 'row-inactive'}>
      <td>
        <Link href={detail(p)} className="fw-semibold text-decoration-none">
          {p.name}
        </Link>
        {!p.isActive && <InactiveBadge />}
      </td>
      <td>
        <Link href={shopPath(shopId, `/customers/${p.owner.id}`)} className="text-decoration-none">
          {p.owner.name}
        </Link>
        {p.owner.phone && <div className="small text-body-secondary">{p.owner.phone}</div>}
      </td>
      <td>{labels.species(p.species)}</td>
      <td>{p.breed ?? '-'}</td>
      <td>{labels.gender(p.gender)}</td>
      <td className="text-nowrap">
        <PetAge birthDate={p.birthDate} />
      </td>
      <td>
        <PetStatusBadge status={p.status} />
      </td>
      <td className="text-end">
        <RowActions
          name={p.name}
          actions={[
            { label: tl('view'), onClick: () => router.push(detail(p)) },
            { label: tl('edit'), onClick: () => onEdit(p) },
            { label: tl('delete'), onClick: () => onDelete(p), danger: true },
          ]}
        />
      </td>
    </tr>
  );
  return <DataTable list={list} filters={filters} head={head} columns={8} row={row} />;
}
