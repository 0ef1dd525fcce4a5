'use client';

import { useEffect } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';

type Range = { from: string; to: string };

interface DayRangeFilterProps {
  /** the days in the URL, YYYY-MM-DD or '' */
  values: Range;
  onChange: (patch: Partial<Record<keyof Range, string | null>>) => void;
  labels: Range;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A whole day, or nothing: what may go to the URL (a day still being typed may not). */
const settled = (day: string) => day === '' || DAY.test(day);

/**
 * A list's "from" and "to" days (both included) kept in the URL, typed or picked as dd/MM/yyyy. A
 * day goes to the URL once it is whole; a range ending before it starts stays on screen with the
 * contract's message (lib/contracts/day-range.ts) instead of being sent.
 */
export function DayRangeFilter({ values, onChange, labels }: DayRangeFilterProps) {
  const form = useForm<Range>({ values });
  const from = useWatch({ control: form.control, name: 'from' });
  const to = useWatch({ control: form.control, name: 'to' });
  useEffect(() => {
    if (settled(from) && settled(to) && from && to && from > to) {
      form.setError('to', { message: 'validation.dayRange' });
      return;
    }
    const patch = {
      ...(settled(from) && from !== values.from ? { from: from || null } : {}),
      ...(settled(to) && to !== values.to ? { to: to || null } : {}),
    };
    if (Object.keys(patch).length > 0) onChange(patch);
  }, [form, from, to, values.from, values.to, onChange]);
  return (
    <Row className="g-2">
      <Col xs={6}>
        <DateField form={form} name="from" label={labels.from} />
      </Col>
      <Col xs={6}>
        <DateField form={form} name="to" label={labels.to} />
      </Col>
    </Row>
  );
}
