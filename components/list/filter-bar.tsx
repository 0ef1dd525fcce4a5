'use client';

import { useId } from 'react';
import { Col, type ColProps, Form, Row } from 'react-bootstrap';
import { FilterSelect } from '../ui/filter-select';
import { SearchBox } from '../ui/search-box';

type Width = { cols?: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'> };

/** One filter of a list, kept in the URL under `key` (useListParams). */
export type FilterSpec<K extends string> =
  | ({ kind: 'search'; key: K; placeholder: string } & Width)
  | ({ kind: 'select'; key: K; label: string; allLabel?: string; options: { value: string | number; label: string }[] } & Width)
  | ({ kind: 'switch'; key: K; label: string } & Width);

/** The filters' values in the URL and their setter (useListView). */
export interface FilterState<K extends string> {
  values: Record<K, string>;
  set: (patch: Partial<Record<K, string | null>>) => void;
}

const DEFAULT_WIDTH = { search: { md: 6 }, select: { md: 3 }, switch: { md: 3 } } as const;

/**
 * The search box and filters above a list, side by side on a wide screen and stacked on a narrow
 * one. A scanner types a barcode and presses Enter: the search box searches at once on Enter.
 */
export function FilterBar<K extends string>({ params, filters }: { params: FilterState<K>; filters: FilterSpec<K>[] }) {
  const id = useId();
  const { values, set } = params;
  const one = (f: FilterSpec<K>) => {
    const patch = (value: string | null) => set({ [f.key]: value } as Partial<Record<K, string | null>>);
    if (f.kind === 'search') return <SearchBox value={values[f.key]} onSearch={patch} placeholder={f.placeholder} />;
    if (f.kind === 'select') return <FilterSelect label={f.label} allLabel={f.allLabel} value={values[f.key]} options={f.options} onChange={patch} />;
    return <Form.Check type="switch" role="switch" id={`${id}-${f.key}`} label={f.label} checked={values[f.key] === 'true'} onChange={(e) => patch(e.target.checked ? 'true' : null)} />;
  };
  return (
    <Row className="g-2 mb-3 align-items-center">
      {filters.map((f) => (
        <Col key={f.key} {...(f.cols ?? DEFAULT_WIDTH[f.kind])}>
          {one(f)}
        </Col>
      ))}
    </Row>
  );
}
