'use client';

import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { useProductGroupOptions } from '@/entities/products/product-group-options';

interface Props {
  values: { search: string; group: string; lowStock: string };
  set: (patch: { search?: string; group?: string; lowStock?: string | null }) => void;
}

// A barcode scanner types the code and presses Enter: the search box searches at once on Enter.
export function ProductFilters({ values, set }: Props) {
  const t = useTranslations('products');
  const groups = useProductGroupOptions();
  return (
    <Row className="g-2 mb-3 align-items-center">
      <Col md={6}>
        <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('searchPlaceholder')} />
      </Col>
      <Col md={3}>
        <FilterSelect label={t('fields.group')} allLabel={t('allGroups')} value={values.group} options={groups} onChange={(group) => set({ group })} />
      </Col>
      <Col md={3}>
        <Form.Check type="switch" role="switch" id="products-low-stock" label={t('lowStockOnly')} checked={values.lowStock === 'true'} onChange={(e) => set({ lowStock: e.target.checked ? 'true' : null })} />
      </Col>
    </Row>
  );
}
