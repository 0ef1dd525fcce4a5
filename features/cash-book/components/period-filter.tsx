'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { dateOfDay } from '@/lib/format';

type Period = { from: string; to: string };

interface PeriodFilterProps {
  period: Period;
  /** a period whose both days are real goes into the URL */
  onChange: (period: Period) => void;
}

/**
 * The cash book's first and last day, typed or picked as dd/MM/yyyy. The period reaches the URL,
 * both days at once (one alone would pair with this month's other day), once both are real days
 * and it does not end before it starts; half-typed or emptied text stays in its field till then.
 */
export function PeriodFilter({ period, onChange }: PeriodFilterProps) {
  const t = useTranslations('cash-book.period');
  const form = useForm<Period>({ defaultValues: period });

  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });

  useEffect(() => {
    if (from === period.from && to === period.to) return;
    if (!dateOfDay(from) || !dateOfDay(to)) return;
    if (from > to) return form.setError('to', { message: t('endsBeforeStart') });
    form.clearErrors('to');
    onChange({ from, to });
  }, [from, to, period.from, period.to, form, onChange, t]);

  return (
    <Row className="g-2">
      <Col xs={6} md={3}>
        <DateField form={form} name="from" label={t('from')} />
      </Col>
      <Col xs={6} md={3}>
        <DateField form={form} name="to" label={t('to')} />
      </Col>
    </Row>
  );
}
