'use client';

import { useTranslations } from 'next-intl';
import type { StayLogEntry } from '@/lib/contracts/stay-log';
import { todayIn } from '@/lib/format';

/** A stay's entries by the shop's day, oldest day first: the sheet is kept and printed a day at a time. */
export function entriesByDay(entries: readonly StayLogEntry[]): Array<{ day: string; entries: StayLogEntry[] }> {
  const days = new Map<string, StayLogEntry[]>();
  for (const entry of entries) {
    const day = todayIn(undefined, new Date(entry.at));
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return [...days].map(([day, list]) => ({ day, entries: list }));
}

/** What an entry records, as short texts: its care, its vital signs, what was given and done. */
export function useEntryTexts() {
  const t = useTranslations('accommodation.log');
  const number = (v: number) => String(v).replace('.', ',');
  return (entry: StayLogEntry) => ({
    care: (['fed', 'walked', 'bathed'] as const).filter((flag) => entry[flag]).map((flag) => t(`flags.${flag}`)),
    vitals: [entry.temperatureC !== null && t('temperatureValue', { value: number(entry.temperatureC) }), entry.weightKg !== null && t('weightValue', { value: number(entry.weightKg) })].filter(
      (v): v is string => !!v,
    ),
    products: entry.products.map((p) =>
      [t('productGiven', { name: p.name, quantity: p.quantity, unit: p.unitName }), p.dosage && `(${p.dosage})`, p.batchNo && t('batch', { batch: p.batchNo })].filter(Boolean).join(' '),
    ),
    services: entry.services.map((s) => t('serviceDone', { name: s.name, quantity: s.quantity })),
  });
}
