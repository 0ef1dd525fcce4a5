'use client';

import { enGB } from 'date-fns/locale/en-GB';
import { vi } from 'date-fns/locale/vi';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext, useId } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { type FieldPath, type FieldValues, type PathValue, type UseFormReturn, useController } from 'react-hook-form';
import { dateOfDay, formatDay, isoDay, parseDay } from '@/lib/format';
import { DateFieldHeader } from './date-field-header';
import { FormField } from './form-field';
import './date-field.css';

// A date typed or picked as dd/MM/yyyy in the console's language (calendar, month names, Monday
// first), whatever the browser's locale: an <input type="date"> follows the browser, and an English
// browser showed mm/dd/yyyy. The form value stays YYYY-MM-DD, what the contracts take.

export const DATE_LOCALES = { vi, en: enGB } as const;
const YEARS_BACK = 50;
const YEARS_AHEAD = 10;

interface DateFieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** first and last day that may be picked, YYYY-MM-DD */
  min?: string;
  max?: string;
}

/** What the form holds for a typed text: '' for none, YYYY-MM-DD for a day in range, else the text itself (which every date contract refuses). */
export function typedDayValue(text: string, min?: string, max?: string): string {
  if (text.trim() === '') return '';
  const day = parseDay(text);
  const inRange = day !== null && (!min || day >= min) && (!max || day <= max);
  return inRange ? day : text;
}

// react-datepicker names its pop-up "Choose Date" in English; this container names it in ours.
export const PopupLabel = createContext('');
function LabelledCalendar({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="dialog" aria-label={useContext(PopupLabel)}>
      {children}
    </div>
  );
}

/** How the console's pickers (a day, a day and time) look and are named: the input, the calendar's icon and its labels. */
export const pickerLook = (t: (key: 'choose' | 'notAvailable' | 'month') => string, { error, required }: { error?: string; required?: boolean }) => ({
  autoComplete: 'off',
  className: `form-control${error ? ' is-invalid' : ''}`,
  wrapperClassName: 'd-block',
  calendarClassName: 'date-field-calendar',
  calendarContainer: LabelledCalendar,
  ariaInvalid: error ? 'true' : undefined,
  ariaRequired: required ? 'true' : undefined,
  chooseDayAriaLabelPrefix: t('choose'),
  disabledDayAriaLabelPrefix: t('notAvailable'),
  monthAriaLabelPrefix: t('month'),
  showIcon: true,
  toggleCalendarOnIconClick: true,
  icon: <i className="bi bi-calendar3" aria-hidden />,
});

export function DateField<T extends FieldValues, O>({ form, name, label, required, hint, min, max }: DateFieldProps<T, O>) {
  const t = useTranslations('common.dateField');
  const locale = useLocale() as keyof typeof DATE_LOCALES;
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : '';
  const selected = dateOfDay(value);
  const [minDate, maxDate] = [min ? dateOfDay(min) : null, max ? dateOfDay(max) : null];
  const thisYear = new Date().getFullYear();
  const years = [minDate?.getFullYear() ?? thisYear - YEARS_BACK, maxDate?.getFullYear() ?? thisYear + YEARS_AHEAD] as const;
  const dateLocale = DATE_LOCALES[locale] ?? vi;

  // the error clears as soon as the field is edited (SPEC §5), as with the other fields
  const set = (next: string) => {
    field.onChange(next as PathValue<T, FieldPath<T>>);
    form.clearErrors(name);
  };

  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <PopupLabel.Provider value={t('calendar', { field: label })}>
        <DatePicker
          id={id}
          name={field.name}
          // react-hook-form focuses the first invalid field on submit: focus the input, but keep the
          // calendar (which opens on focus) from covering the message under it. setOpen(false) alone
          // also blurs the input on the next animation frame (react-datepicker's deferBlur, meant for
          // leaving the field): the caret would vanish from the field and the next keystroke be lost.
          // skipSetBlur closes the calendar and leaves the focus where react-hook-form put it.
          ref={(picker) => field.ref(picker && { focus: () => (picker.input?.focus(), picker.setOpen(false, true)) })}
          selected={selected}
          // the text shown is ours: a day as dd/MM/yyyy, or what was typed while it names none
          value={selected ? formatDay(value) : value}
          onChange={(date: Date | null) => set(date ? isoDay(date) : '')}
          onChangeRaw={(event) => {
            const input = event?.target;
            if (event?.type !== 'change' || !(input instanceof HTMLInputElement)) return;
            // typing is read here rather than by react-datepicker, which drops a day it cannot take
            event.preventDefault();
            set(typedDayValue(input.value, min, max));
          }}
          onBlur={field.onBlur}
          dateFormat="dd/MM/yyyy"
          locale={dateLocale}
          minDate={minDate ?? undefined}
          maxDate={maxDate ?? undefined}
          placeholderText={t('placeholder')}
          {...pickerLook(t, { error, required })}
          renderCustomHeader={(header) => <DateFieldHeader {...header} dateLocale={dateLocale} years={years} />}
        />
      </PopupLabel.Provider>
    </FormField>
  );
}
