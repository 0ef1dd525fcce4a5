'use client';

import { useTranslations } from 'next-intl';
import { Col, Row } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { useServiceGroupOptions } from '@/entities/services/service-group-options';

interface Props {
  values: { search: string; group: string; active: string };
  set: (patch: { search?: string; group?: string; active?: string }) => void;
}

export function ServiceFilters({ values, set }: Props) {
  const t = useTranslations('services');
  const tl = useTranslations('list');
  const groups = useServiceGroupOptions();
  const statuses = [
    { value: 'true', label: tl('active') },
    { value: 'false', label: tl('inactive') },
  ];
  return (
    <Row className="g-2 mb-3">
      <Col md={6}>
        <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('searchPlaceholder')} />
      </Col>
      <Col md={3}>
        <FilterSelect label={t('fields.group')} allLabel={t('allGroups')} value={values.group} options={groups} onChange={(group) => set({ group })} />
      </Col>
      <Col md={3}>
        <FilterSelect label={tl('status')} allLabel={tl('allStatuses')} value={values.active} options={statuses} onChange={(active) => set({ active })} />
      </Col>
    </Row>
  );
}
