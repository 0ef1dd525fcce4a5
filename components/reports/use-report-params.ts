'use client';

import { useTimeZone } from 'next-intl';
import { useCallback } from 'react';
import { DEFAULT_TIME_ZONE, todayIn } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { DEFAULT_PRESET, type Period, presetPeriod } from './report-period';

/** What a report keeps in its URL, so a link or a reload shows the same figures. */
export const REPORT_PARAMS = ['from', 'to', 'branch'] as const;

/**
 * A report's period and branch as its URL holds them: `?from&to` (this month of the shop's calendar
 * for a day the URL leaves out) and `?branch` (none: the shop of the page; `all`, or a branch's id).
 */
export function useReportParams() {
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const today = todayIn(timeZone);
  const { values, set } = useListParams(REPORT_PARAMS);
  const fallback = presetPeriod(DEFAULT_PRESET, today);
  const period: Period = { from: values.from || fallback.from, to: values.to || fallback.to };
  const setPeriod = useCallback((next: Period) => set({ from: next.from, to: next.to }), [set]);
  const setBranch = useCallback((branch: string | null) => set({ branch }), [set]);
  return { today, period, branch: values.branch, setPeriod, setBranch };
}
