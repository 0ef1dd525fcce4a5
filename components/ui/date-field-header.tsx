'use client';

import type { Locale as DateLocale } from 'date-fns';
import { useTranslations } from 'next-intl';
import type { ReactDatePickerCustomHeaderProps } from 'react-datepicker';

interface DateFieldHeaderProps extends ReactDatePickerCustomHeaderProps {
  dateLocale: DateLocale;
  /** the years the year list offers, first to last */
  years: readonly [number, number];
}

/**
 * The calendar's header: previous and next month, and a month and a year list to jump far (a
 * birth date years ago). react-datepicker's own lists have no accessible name and its buttons read
 * in English; these read in the console's language.
 */
export function DateFieldHeader({ date, dateLocale, years, changeMonth, changeYear, decreaseMonth, increaseMonth, prevMonthButtonDisabled, nextMonthButtonDisabled }: DateFieldHeaderProps) {
  const t = useTranslations('common.dateField');
  // "Tháng 4" rather than date-fns' "Tháng Tư": how months are written on forms here
  const monthName = new Intl.DateTimeFormat(dateLocale.code, { month: 'long', timeZone: 'UTC' });
  const month = (index: number) => {
    const text = monthName.format(Date.UTC(2000, index, 1));
    return text.charAt(0).toLocaleUpperCase(dateLocale.code) + text.slice(1);
  };
  // the year on show is always in the list, even outside the usual range
  const [first, last] = [Math.min(years[0], date.getFullYear()), Math.max(years[1], date.getFullYear())];
  const yearList = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <div className="date-field-header">
      <button type="button" className="btn btn-sm btn-link" onClick={decreaseMonth} disabled={prevMonthButtonDisabled} aria-label={t('previousMonth')}>
        <i className="bi bi-chevron-left" aria-hidden />
      </button>
      <select className="form-select form-select-sm" value={date.getMonth()} onChange={(e) => changeMonth(Number(e.target.value))} aria-label={t('month')}>
        {Array.from({ length: 12 }, (_, i) => (
          <option key={i} value={i}>
            {month(i)}
          </option>
        ))}
      </select>
      <select className="form-select form-select-sm" value={date.getFullYear()} onChange={(e) => changeYear(Number(e.target.value))} aria-label={t('year')}>
        {yearList.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-sm btn-link" onClick={increaseMonth} disabled={nextMonthButtonDisabled} aria-label={t('nextMonth')}>
        <i className="bi bi-chevron-right" aria-hidden />
      </button>
    </div>
  );
}
