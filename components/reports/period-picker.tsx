'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { formatDay } from '@/lib/format';
import { DayRangeFilter } from '../list/day-range-filter';
import { PERIOD_PRESETS, type Period, presetOf, presetPeriod, type PeriodPreset } from './report-period';

const CUSTOM = 'custom';

interface PeriodPickerProps {
  period: Period;
  /** today on the shop's calendar (YYYY-MM-DD): the presets are read from it */
  today: string;
  onChange: (period: Period) => void;
}

/**
 * A report's period: a preset (today, yesterday, this week Monday to Sunday, this month, last month,
 * this year) or a range of its own, typed or picked as dd/MM/yyyy. A period that is no preset shows
 * its range; choosing "custom" opens it on the days shown until others are typed.
 */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const t = useTranslations('statistics.period');
  const id = useId();
  const [customOpen, setCustomOpen] = useState(false);
  const preset = presetOf(period, today);
  const selected = customOpen || !preset ? CUSTOM : preset;

  const choose = (value: string) => {
    setCustomOpen(value === CUSTOM);
    if (value !== CUSTOM) onChange(presetPeriod(value as PeriodPreset, today));
  };

  return (
    <Row className="g-2 align-items-end">
      <Col xs={12} md={4} xl={3}>
        <Form.Group controlId={id} className="mb-3">
          <Form.Label>{t('label')}</Form.Label>
          <Form.Select value={selected} onChange={(e) => choose(e.target.value)} aria-describedby={`${id}-days`}>
            {PERIOD_PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`presets.${p}`)}
              </option>
            ))}
            <option value={CUSTOM}>{t('presets.custom')}</option>
          </Form.Select>
        </Form.Group>
      </Col>
      {selected === CUSTOM && (
        <Col xs={12} md={8} xl={6}>
          {/* both days go to the URL together, once whole and in order */}
          <DayRangeFilter values={period} onChange={(patch) => onChange({ from: patch.from ?? period.from, to: patch.to ?? period.to })} together cols={{ xs: 6 }} />
        </Col>
      )}
      <Col xs={12} className="small text-body-secondary mt-0 mb-2" id={`${id}-days`} aria-live="polite">
        {t('days', { from: formatDay(period.from), to: formatDay(period.to) })}
      </Col>
    </Row>
  );
}
