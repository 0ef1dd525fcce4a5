'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Col, type ColProps, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { dateOfDay } from '@/lib/format';
import { DateField } from '../ui/date-field';

type Range = { from: string; to: string };

interface DayRangeFilterProps {
  /** the days in the URL, YYYY-MM-DD or '' */
  values: Range;
  onChange: (patch: Partial<Record<keyof Range, string | null>>) => void;
  /**
   * both days always go to the URL together (a period that defaults to this month: one day alone
   * would pair with the default's other day); otherwise each day goes as soon as it is whole
   */
  together?: boolean;
  cols?: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'>;
}

/** A whole day, or nothing: what may go to the URL (a day still being typed may not). */
const settled = (day: string) => day === '' || dateOfDay(day) !== null;

/**
 * A list's first and last day (both included), typed or picked as dd/MM/yyyy, kept in the URL. A
 * day goes there once it is a real day; a range that ends before it starts stays on screen with
 * the contract's message (lib/contracts/day-range.ts) and is not sent.
 */
export function DayRangeFilter({ values, onChange, together = false, cols = { xs: 6 } }: DayRangeFilterProps) {
  const t = useTranslations('list');
  const form = useForm<Range>({ values });
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });

  useEffect(() => {
    if (!settled(from) || !settled(to) || (together && (!from || !to))) return;
    if (from && to && from > to) return form.setError('to', { message: 'validation.dayRange' });
    form.clearErrors('to');
    const changed = (key: keyof Range, day: string) => (together || day !== values[key] ? { [key]: day || null } : {});
    if (from === values.from && to === values.to) return;
    onChange({ ...changed('from', from), ...changed('to', to) });
  }, [form, from, to, values, together, onChange]);

  return (
    <Row className="g-2">
      <Col {...cols}>
        <DateField form={form} name="from" label={t('fromDay')} />
      </Col>
      <Col {...cols}>
        <DateField form={form} name="to" label={t('toDay')} />
      </Col>
    </Row>
  );
}
