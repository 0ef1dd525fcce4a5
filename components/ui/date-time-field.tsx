'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { instantOfShopWallClock, shopWallClock } from '@/lib/format';
import { DATE_LOCALES, pickerLook, PopupLabel } from './date-field';
import { FormField } from './form-field';
import './date-field.css';

interface DateTimeFieldProps {
  label: string;
  value: Date | null;
  onChange: (next: Date | null) => void;
  /** a `validation.*` key or a message */
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  minDate?: Date;
  maxDate?: Date;
}

/**
 * A moment typed or picked as dd/MM/yyyy HH:mm (24 hours) in the console's language, whatever the
 * browser's locale: an <input type="datetime-local"> follows the browser, 12-hour in an English one.
 * The time is the shop's (Asia/Ho_Chi_Minh), as every time on screen, whatever the browser's zone.
 * Controlled: the caller holds the instant (null for none).
 */
export function DateTimeField({ label, value, onChange, error, required, hint, minDate, maxDate }: DateTimeFieldProps) {
  const t = useTranslations('common.dateField');
  const locale = useLocale() as keyof typeof DATE_LOCALES;
  const id = useId();
  const wall = (at: Date | undefined) => (at ? (shopWallClock(at) ?? undefined) : undefined);
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <PopupLabel.Provider value={t('calendar', { field: label })}>
        <DatePicker
          id={id}
          selected={value && shopWallClock(value)}
          onChange={(date: Date | null) => onChange(date && instantOfShopWallClock(date))}
          showTimeSelect
          timeIntervals={30}
          timeFormat="HH:mm"
          dateFormat="dd/MM/yyyy HH:mm"
          timeCaption={t('time')}
          locale={DATE_LOCALES[locale] ?? DATE_LOCALES.vi}
          minDate={wall(minDate)}
          maxDate={wall(maxDate)}
          placeholderText={t('dateTimePlaceholder')}
          {...pickerLook(t, { error, required })}
        />
      </PopupLabel.Provider>
    </FormField>
  );
}
