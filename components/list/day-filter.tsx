'use client';

import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { dateOfDay } from '@/lib/format';
import { DateField } from '../ui/date-field';

/**
 * One day of a list (a day's board), typed or picked as dd/MM/yyyy: it goes to the URL once it is
 * a real day; emptied, the list goes back to its default day.
 */
export function DayFilter({ value, label, onChange }: { value: string; label: string; onChange: (day: string | null) => void }) {
  const form = useForm<{ day: string }>({ values: { day: value } });
  const day = useWatch({ control: form.control, name: 'day' });
  useEffect(() => {
    if (day === value || (day !== '' && dateOfDay(day) === null)) return;
    onChange(day || null);
  }, [day, value, onChange]);
  return <DateField form={form} name="day" label={label} />;
}
