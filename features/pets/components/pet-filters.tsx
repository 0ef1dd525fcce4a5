'use client';

import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { usePetOptions } from '@/entities/pets/pet-options';

interface Props {
  values: { search: string; species: string; status: string };
  set: (patch: { search?: string; species?: string; status?: string }) => void;
}

export function PetFilters({ values, set }: Props) {
  const t = useTranslations('pets');
  const options = usePetOptions();
  return (
    <Row className="g-2 mb-3">
      <Col md={6}>
        <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('searchPlaceholder')} />
      </Col>
      <Col md={3}>
        <FilterSelect label={t('fields.species')} allLabel={t('allSpecies')} value={values.species} options={options.species} onChange={(species) => set({ species })} />
      </Col>
      <Col md={3}>
        <FilterSelect label={t('fields.status')} allLabel={t('allStatuses')} value={values.status} options={options.status} onChange={(status) => set({ status })} />
      </Col>
    </Row>
  );
}
