'use client';

import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';

interface FilterSelectProps {
  label: string;
  value: string;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
  /** the text of the no-filter choice; "Tất cả" by default */
  allLabel?: string;
}

/** A list filter: a select whose first choice means "no filter". */
export function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  const t = useTranslations('list');
  return (
    <Form.Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allLabel ?? t('allOf', { label })}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}
