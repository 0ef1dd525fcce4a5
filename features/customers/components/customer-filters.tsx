'use client';

import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { SearchBox } from '@/components/ui/search-box';

interface Props {
  values: { search: string; withDebt: string };
  set: (patch: { search?: string; withDebt?: string | null }) => void;
}

export function CustomerFilters({ values, set }: Props) {
  const t = useTranslations('customers');
  return (
    <Row className="g-2 mb-3 align-items-center">
      <Col md={8}>
        <SearchBox value={values.search} onSearch={(search) => set({ search })} placeholder={t('searchPlaceholder')} />
      </Col>
      <Col md={4}>
        <Form.Check type="switch" role="switch" id="customers-with-debt" label={t('withDebt')} checked={values.withDebt === 'true'} onChange={(e) => set({ withDebt: e.target.checked ? 'true' : null })} />
      </Col>
    </Row>
  );
}
